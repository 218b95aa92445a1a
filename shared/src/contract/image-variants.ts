/**
 * Image variants: an image of the image base address or the uploads path, resized and re-encoded
 * by the backend when asked with `?w=<width>&fm=<format>` (either may be left out: no `w` keeps
 * the original's width, no `fm` its format). Only these values are rendered, so nobody can make
 * the server render sizes of their choosing. A variant is never wider than its original.
 */
export const IMAGE_VARIANT_WIDTHS = [480, 768, 1280, 1920] as const;
export const IMAGE_VARIANT_FORMATS = ['avif', 'webp'] as const;

export type ImageVariantWidth = (typeof IMAGE_VARIANT_WIDTHS)[number];
export type ImageVariantFormat = (typeof IMAGE_VARIANT_FORMATS)[number];

export const IMAGE_VARIANT_QUERY = { width: 'w', format: 'fm' } as const;
