import { createMediaNode } from './lightbox-media';
import { LIGHTBOX_SLIDE_DISTANCE } from './lightbox-settings';
import type { LightboxSource } from './lightbox-settings';

export type GLightboxInstance = {
  openAt: (index?: number) => void;
  close: () => void;
  destroy: () => void;
  /** glightbox's own element, there once it is open. */
  modal?: HTMLElement;
};
export type GLightboxFactory = (options: Record<string, unknown>) => GLightboxInstance;

/**
 * A glightbox on `sources` with the site's settings, not open yet; `onClose` runs once it has
 * closed. Loaded with glightbox on first use (open-lightbox.ts), so a page that opens no
 * lightbox downloads none of it.
 */
export function createLightbox(
  GLightbox: GLightboxFactory,
  sources: readonly LightboxSource[],
  startIndex: number,
  onClose: () => void,
): GLightboxInstance {
  const elements = sources.map((source) => ({
    type: 'inline',
    content: createMediaNode(source),
    width: source.type === 'video' ? '960px' : 'auto',
    height: 'auto',
  }));
  return GLightbox({
    elements,
    startAt: startIndex,
    loop: false,
    openEffect: 'fade',
    closeEffect: 'siteFade',
    // glightbox prefixes each name with "g": the class is .gsiteFadeOut (lightbox-overrides.css).
    cssEfects: { siteFade: { in: 'fadeIn', out: 'siteFadeOut' } },
    dragToleranceX: Math.round(window.innerWidth * LIGHTBOX_SLIDE_DISTANCE),
    dragToleranceY: Math.round(window.innerHeight * LIGHTBOX_SLIDE_DISTANCE),
    zoomable: false,
    onClose,
  });
}
