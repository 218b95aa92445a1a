import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

export type FocusPageHeadingProps = {
  /** The id of the element the pages render in (the layout's main). */
  containerId: string;
};

/**
 * After a navigation inside the site (not on the first page), focus moves to the new page's
 * heading (its h1), so keyboard and screen-reader visitors start at the new content rather than
 * on the link they chose. The heading may come later than the route (the remote's code, then
 * its data, may replace a first one): it is awaited until the visitor presses a key or a pointer,
 * or navigates on. Focus the new page placed itself (a dialog it opened) stays where it is. The
 * heading gets tabindex="-1", so it can take focus without joining the Tab order.
 */
export function FocusPageHeading({ containerId }: FocusPageHeadingProps) {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return undefined;
    shown.current = pathname;
    const container = document.getElementById(containerId);
    if (!container) return undefined;

    let focused: HTMLElement | null = null;
    const focusHeading = () => {
      const current = document.activeElement;
      if (current && current === focused) return;
      if (current && current !== document.body && container.contains(current)) return;
      const heading = container.querySelector<HTMLElement>('h1');
      if (!heading || heading.closest('[inert]')) return;
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      // The new page was just put at its top (ScrollToTop): focusing must not scroll it.
      heading.focus({ preventScroll: true });
      focused = heading;
    };

    const observer = new MutationObserver(focusHeading);
    const stop = () => {
      observer.disconnect();
      document.removeEventListener('keydown', stop, true);
      document.removeEventListener('pointerdown', stop, true);
    };
    observer.observe(container, { childList: true, subtree: true });
    document.addEventListener('keydown', stop, true);
    document.addEventListener('pointerdown', stop, true);
    focusHeading();
    return stop;
  }, [pathname, containerId]);
  return null;
}
