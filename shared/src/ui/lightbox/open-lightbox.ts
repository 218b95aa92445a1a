import type { GLightboxFactory, GLightboxInstance } from './create-lightbox';
import type { LightboxSource } from './lightbox-settings';

let current: { id: number; instance: GLightboxInstance } | null = null;
let lastId = 0;

/**
 * glightbox, its styles and the code that builds the site's lightbox load on first use only, so
 * no page pays for them up front.
 */
async function loadLightbox() {
  const [module, { createLightbox }] = await Promise.all([
    import(/* webpackChunkName: "glightbox" */ 'glightbox'),
    import(/* webpackChunkName: "glightbox" */ './create-lightbox'),
    import(/* webpackChunkName: "glightbox" */ 'glightbox/dist/css/glightbox.min.css'),
    import(/* webpackChunkName: "glightbox" */ './lightbox-overrides.css'),
  ]);
  const GLightbox = ((module as { default?: unknown }).default ?? module) as GLightboxFactory;
  return { GLightbox, createLightbox };
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
  const { GLightbox, createLightbox } = await loadLightbox();
  closeLightbox();
  lastId += 1;
  const id = lastId;
  const instance = createLightbox(GLightbox, sources, startIndex, () => {
    // Replaced by another lightbox: focus is that one's business.
    if (current && current.id !== id) return;
    current = null;
    if (opener?.isConnected) opener.focus();
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
