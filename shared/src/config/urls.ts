import { IMAGE_VARIANT_QUERY, IMAGE_VARIANT_WIDTHS } from '../contract/image-variants';
import type { ImageVariantFormat } from '../contract/image-variants';
import type { RuntimeConfig } from './runtime-config';

/** `relative` on `base`; an address that names its own host is kept as it is. */
export const joinUrl = (base: string, relative: string): string =>
  /^(https?:)?\/\//.test(relative) ? relative : `${base}/${relative.replace(/^\/+/, '')}`;

/** The addresses a site builds from its configuration. */
export type SiteUrls = {
  /** An image field's url on the image base address. */
  imageUrl: (relative: string | undefined) => string;
  /** Venture box images: the API base plus the public uploads path. */
  uploadUrl: (relative: string | undefined) => string;
  apiUrl: (path: string) => string;
  /** The canonical address of a path of this site. */
  siteUrl: (path: string) => string;
};

export const createSiteUrls = ({ apiBaseUrl, imageBaseUrl, siteUrl }: Pick<RuntimeConfig, 'apiBaseUrl' | 'imageBaseUrl' | 'siteUrl'>): SiteUrls => ({
  imageUrl: (relative) => (relative ? joinUrl(imageBaseUrl, relative) : ''),
  uploadUrl: (relative) => (relative ? joinUrl(`${apiBaseUrl}/uploads`, relative) : ''),
  apiUrl: (path) => joinUrl(apiBaseUrl, path),
  siteUrl: (path) => joinUrl(siteUrl, path),
});

/**
 * Whether `value` is an absolute http(s) URL: `http://localhost:4000`, not `localhost:4000` (which
 * the URL parser reads as the scheme `localhost:`, an address with no host and the origin "null").
 */
export const isHttpUrl = (value: string): boolean => {
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    return new URL(value).host !== '';
  } catch {
    return false;
  }
};

/** The origin of an absolute http(s) URL, or undefined for anything else. */
export const originOf = (url: string): string | undefined => (isHttpUrl(url) ? new URL(url).origin : undefined);

export type ImageVariantConfig = Pick<RuntimeConfig, 'apiBaseUrl' | 'imageBaseUrl' | 'imageVariants'>;

/** The MIME type a `<source>` names for each variant format. */
export const IMAGE_VARIANT_TYPES: Record<ImageVariantFormat, string> = { avif: 'image/avif', webp: 'image/webp' };

/**
 * Whether `src` can be asked for in variants: the backend renders them (IMAGE_VARIANTS) and the
 * address is one of its images (the image base or the uploads path), with no query of its own.
 */
export function offersVariants(src: string, config: ImageVariantConfig): boolean {
  if (!config.imageVariants || !src || src.includes('?')) return false;
  return src.startsWith(`${config.imageBaseUrl}/`) || src.startsWith(`${config.apiBaseUrl}/uploads/`);
}

/** One variant's address: `src` at `width`, in `format` (its own format when left out). */
export function imageVariantUrl(src: string, width: number, format?: ImageVariantFormat): string {
  const query = [`${IMAGE_VARIANT_QUERY.width}=${width}`];
  if (format) query.push(`${IMAGE_VARIANT_QUERY.format}=${format}`);
  return `${src}?${query.join('&')}`;
}

/**
 * A `srcset` of `src` at the allowed widths up to the first one that covers `maxWidth` (the
 * widest the image is ever shown, in device pixels, or its own width when smaller), or undefined
 * when the site of `config` does not offer the image in variants.
 */
export function imageVariantSrcSet(
  src: string,
  { format, maxWidth = Infinity, config }: { format?: ImageVariantFormat; maxWidth?: number; config: ImageVariantConfig },
): string | undefined {
  if (!offersVariants(src, config)) return undefined;
  const widths: number[] = [];
  for (const width of IMAGE_VARIANT_WIDTHS) {
    widths.push(width);
    if (width >= maxWidth) break;
  }
  return widths.map((width) => `${imageVariantUrl(src, width, format)} ${width}w`).join(', ');
}
