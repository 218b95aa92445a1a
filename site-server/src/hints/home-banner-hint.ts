// The home page's largest paint is its first banner image. The page learns which image that is
// only after the shell's code, the home remote's code and the banner list have arrived; the
// server can name it in the page itself, so the image downloads alongside the scripts.
import { IMAGE_VARIANT_TYPES, imageVariantSrcSet, joinUrl } from '@group/shared/config';
import type { ImageVariantConfig } from '@group/shared/config';
import { endpoints } from '@group/shared/contract';
import type { SiteConfig } from '../config/site-config';
import { tag } from '../page/html-text';
import { fetchJson, fieldsOf } from './fetch-json';

/** SPEC §2: the home banner shows the mobile image up to 767 px wide, the desktop one above. */
export const MOBILE_MAX_WIDTH = 767;

export type BannerImages = { desktop: string; mobile: string };

const urlOf = (image: unknown): string | undefined => {
  const { url } = fieldsOf(image);
  return typeof url === 'string' && url ? url : undefined;
};

/** The first banner of a `{ status, data }` answer that names both images, if any. */
export function firstBannerImages(body: unknown): BannerImages | undefined {
  const { status, data } = fieldsOf(body);
  if (status !== 200 || !Array.isArray(data)) return undefined;
  for (const banner of data) {
    const desktop = urlOf(fieldsOf(banner).desktop_banner);
    const mobile = urlOf(fieldsOf(banner).mobile_banner);
    if (desktop && mobile) return { desktop, mobile };
  }
  return undefined;
}

/** The widest each of the home slide's images is needed (its own width), as the page's picture says. */
const MAX_WIDTH = { desktop: 1920, mobile: 768 } as const;

/**
 * Two preloads, one per width, so each visitor downloads only the image their page shows. Where
 * the backend renders variants, each names the AVIF `srcset` the page's picture offers first, so
 * the browser preloads the very file the picture then picks (browsers without AVIF skip it).
 */
export function renderBannerHint(images: BannerImages, config: ImageVariantConfig): string {
  const preload = (relative: string, maxWidth: number, media: string) => {
    const href = joinUrl(config.imageBaseUrl, relative);
    const imagesrcset = imageVariantSrcSet(href, { format: 'avif', maxWidth, config });
    const source = imagesrcset ? { type: IMAGE_VARIANT_TYPES.avif, imagesrcset, imagesizes: '100vw' } : { href };
    return tag('link', { rel: 'preload', as: 'image', ...source, media, fetchpriority: 'high' });
  };
  return (
    preload(images.mobile, MAX_WIDTH.mobile, `(max-width: ${MOBILE_MAX_WIDTH}px)`) +
    preload(images.desktop, MAX_WIDTH.desktop, `(min-width: ${MOBILE_MAX_WIDTH + 1}px)`)
  );
}

/**
 * Asks the API for the home banners and answers the preloads for the first one's images ('' when
 * there is none). A banner changed in the back office is hinted at the next look-up; until then a
 * visitor's browser fetches one image the page does not show, and the page itself is unaffected.
 */
export async function lookUpBannerHint(config: Pick<SiteConfig, 'apiBaseUrl' | 'imageBaseUrl' | 'imageVariants'>, fetch: typeof globalThis.fetch): Promise<string> {
  const images = firstBannerImages(await fetchJson(fetch, `${config.apiBaseUrl}${endpoints.homeBanners}`));
  return images ? renderBannerHint(images, config) : '';
}
