/** Where keyboard focus is in a slide: the slide's "n of total" label and the element's place in it. */
export type SlideFocus = { slide: string; position: number };

const FOCUSABLE = 'a[href], button:not([disabled]), input, select, textarea, [tabindex]:not([tabindex="-1"])';
const SLIDE = '[aria-roledescription="slide"]';

/** The slide and place of `target`, when it is a focusable element in a slide. */
export function slideFocusOf(target: EventTarget | null): SlideFocus | null {
  if (!(target instanceof Element)) return null;
  const slide = target.closest(SLIDE);
  const label = slide?.getAttribute('aria-label');
  const position = slide ? Array.from(slide.querySelectorAll(FOCUSABLE)).indexOf(target) : -1;
  return label && position >= 0 ? { slide: label, position } : null;
}

/**
 * Gives focus back to the same element of the same slide, in a track that replaced the one that
 * had it (Swiper's, once its code is in): otherwise the focus falls to the page, and the next Tab
 * starts again from its top. The loop's repeated slides are inert, so the slide found is the real one.
 */
export function restoreSlideFocus(region: Element, focus: SlideFocus): void {
  const slide = Array.from(region.querySelectorAll<HTMLElement>(SLIDE)).find(
    (candidate) => candidate.getAttribute('aria-label') === focus.slide && !candidate.inert,
  );
  slide?.querySelectorAll<HTMLElement>(FOCUSABLE)[focus.position]?.focus({ preventScroll: true });
}
