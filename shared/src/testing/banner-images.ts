/** The address a `srcset`'s first candidate names, as uploaded (without a variant's query). */
const uploadedAddress = (srcset: string | null | undefined): string | undefined => srcset?.trim().split(/\s+/)[0]?.split('?')[0];

/**
 * The images a banner's `<picture>` offers, as uploaded: the small screens' (with the media query
 * that picks it) and the others'. Whatever formats and widths the picture lists them in.
 */
export function bannerImagesOf(root: ParentNode | null | undefined): { mobile?: string; media?: string; desktop?: string } {
  const mobileSource = root?.querySelector('picture source[media]');
  return {
    mobile: uploadedAddress(mobileSource?.getAttribute('srcset')),
    media: mobileSource?.getAttribute('media') ?? undefined,
    desktop: root?.querySelector('picture img')?.getAttribute('src') ?? undefined,
  };
}
