// The home page's largest paint is its first banner image. The page learns which image that is
// only after the shell's code, the home remote's code and the banner list have arrived; the
// server can name it in the page itself, so the image downloads alongside the scripts.
import { joinUrl } from '@group/shared/config';
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

/** Two preloads, one per width, so each visitor downloads only the image their page shows. */
export function renderBannerHint(images: BannerImages, imageBaseUrl: string): string {
  const preload = (href: string, media: string) =>
    tag('link', { rel: 'preload', as: 'image', href: joinUrl(imageBaseUrl, href), media, fetchpriority: 'high' });
  return (
    preload(images.mobile, `(max-width: ${MOBILE_MAX_WIDTH}px)`) + preload(images.desktop, `(min-width: ${MOBILE_MAX_WIDTH + 1}px)`)
  );
}

/**
 * Asks the API for the home banners and answers the preloads for the first one's images ('' when
 * there is none). A banner changed in the back office is hinted at the next look-up; until then a
 * visitor's browser fetches one image the page does not show, and the page itself is unaffected.
 */
export async function lookUpBannerHint(config: Pick<SiteConfig, 'apiBaseUrl' | 'imageBaseUrl'>, fetch: typeof globalThis.fetch): Promise<string> {
  const images = firstBannerImages(await fetchJson(fetch, `${config.apiBaseUrl}${endpoints.homeBanners}`));
  return images ? renderBannerHint(images, config.imageBaseUrl) : '';
}
