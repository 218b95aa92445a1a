/**
 * jsdom has no popover API, and shows what a closed <details> hides. This stand-in follows the
 * browser's rules that the layout relies on: a `popovertarget` button toggles its popover,
 * opening one auto popover closes the others, `:popover-open` matches an open one, a closed one
 * is not displayed, nor is the content of a closed <details>. Escape, a click outside and
 * exclusive <details> are the browser's own and are checked in the browser tests.
 */
const OPEN = 'data-popover-open';

export function installNativeControlsStandIn() {
  const style = document.createElement('style');
  style.textContent = `[popover]:not([${OPEN}]), details:not([open]) > :not(summary) { display: none; }`;
  const { matches } = Element.prototype;
  const methods = {
    showPopover(this: HTMLElement) {
      document.querySelectorAll(`[${OPEN}]`).forEach((other) => other !== this && other.removeAttribute(OPEN));
      this.setAttribute(OPEN, '');
    },
    hidePopover(this: HTMLElement) {
      this.removeAttribute(OPEN);
    },
    togglePopover(this: HTMLElement) {
      if (this.hasAttribute(OPEN)) this.hidePopover();
      else this.showPopover();
      return this.hasAttribute(OPEN);
    },
  };
  const onClick = (event: MouseEvent) => {
    const invoker = (event.target as Element).closest('[popovertarget]');
    if (invoker) document.getElementById(invoker.getAttribute('popovertarget') ?? '')?.togglePopover();
  };

  beforeEach(() => {
    document.head.append(style);
    Object.assign(HTMLElement.prototype, methods);
    Element.prototype.matches = function matchesWithPopover(this: Element, selector: string) {
      return selector === ':popover-open' ? this.hasAttribute(OPEN) : matches.call(this, selector);
    };
    document.addEventListener('click', onClick);
  });

  afterEach(() => {
    style.remove();
    for (const name of Object.keys(methods)) Reflect.deleteProperty(HTMLElement.prototype, name);
    Element.prototype.matches = matches;
    document.removeEventListener('click', onClick);
  });
}

/** Whether the browser would show `popover` now. */
export const isOpen = (popover: Element | null) => popover?.hasAttribute(OPEN) ?? false;

/** Opens a popover as the browser would on its toggle's press before any script ran. */
export const openBeforeScript = (popover: Element) => popover.setAttribute(OPEN, '');

/** The popover a toggle controls, through its `popovertarget`. */
export function popoverOf(toggle: HTMLElement): HTMLElement {
  const popover = document.getElementById(toggle.getAttribute('popovertarget') ?? '');
  if (!popover) throw new Error(`no popover for ${toggle.outerHTML}`);
  return popover;
}
