import { createMediaNode } from './lightbox-media';
import type { LightboxSource } from './lightbox-media';

/** SPEC §9: the distance that moves to the next slide or closes, as a share of the viewport. */
export const LIGHTBOX_SLIDE_DISTANCE = 0.3;
/** SPEC §9: the closing fade, in ms (see lightbox.module.css). */
export const LIGHTBOX_CLOSE_FADE_MS = 220;

type GLightboxInstance = {
  openAt: (index?: number) => void;
  close: () => void;
  destroy: () => void;
  /** glightbox's own element, there once it is open. */
  modal?: HTMLElement;
};
type GLightboxFactory = (options: Record<string, unknown>) => GLightboxInstance;

let current: { id: number; instance: GLightboxInstance } | null = null;
let lastId = 0;

/** glightbox and its styles load on first use only, so no page pays for them up front. */
async function loadGLightbox(): Promise<GLightboxFactory> {
  const [module] = await Promise.all([
    import(/* webpackChunkName: "glightbox" */ 'glightbox'),
    import(/* webpackChunkName: "glightbox" */ 'glightbox/dist/css/glightbox.min.css'),
    import(/* webpackChunkName: "glightbox" */ './lightbox-overrides.css'),
  ]);
  const factory = (module as { default?: unknown }).default ?? module;
  return factory as GLightboxFactory;
}

/**
 * Opens the lightbox on `sources`, starting at `startIndex`; resolves with an id for
 * `closeLightbox` once it is open (undefined when there was nothing to show).
 */
export async function showLightbox(sources: readonly LightboxSource[], startIndex = 0): Promise<number | undefined> {
  if (sources.length === 0) return undefined;
  // What had focus (the thumbnail, the card) gets it back when the lightbox closes.
  const { activeElement } = document;
  const opener = activeElement instanceof HTMLElement && activeElement !== document.body ? activeElement : null;
  const GLightbox = await loadGLightbox();
  closeLightbox();
  lastId += 1;
  const id = lastId;
  const elements = sources.map((source) => ({
    type: 'inline',
    content: createMediaNode(source),
    width: source.type === 'video' ? '960px' : 'auto',
    height: 'auto',
  }));
  const instance = GLightbox({
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
    onClose: () => {
      // Replaced by another lightbox: focus is that one's business.
      if (current && current.id !== id) return;
      current = null;
      if (opener?.isConnected) opener.focus();
    },
  });
  current = { id, instance };
  instance.openAt(Math.min(Math.max(startIndex, 0), sources.length - 1));
  focusCloseButton(instance);
  return id;
}

/**
 * Focus moves into the open lightbox, onto its Close button, so Tab and Enter act on the
 * lightbox, not on the page beneath it. Marked as glightbox marks a button it focused, so its
 * Tab handling (Close, Next, Previous) goes on from there.
 */
function focusCloseButton(instance: GLightboxInstance): void {
  const close = instance.modal?.querySelector<HTMLElement>('.gclose');
  if (!close) return;
  close.classList.add('focused');
  close.focus();
}

/** Opens several images in the lightbox, starting at `startIndex`. */
export async function openGallery(sources: readonly LightboxSource[], startIndex = 0): Promise<void> {
  await showLightbox(sources, startIndex);
}

/** Opens one video or image in the lightbox. */
export async function openLightbox(source: LightboxSource): Promise<void> {
  await showLightbox([source], 0);
}

/** Closes the open lightbox; with an id, only if it is still that one. */
export function closeLightbox(id?: number): void {
  if (!current || (id !== undefined && current.id !== id)) return;
  const { instance } = current;
  current = null;
  instance.destroy();
}
