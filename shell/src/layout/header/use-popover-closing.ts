import type { FocusEvent, RefObject } from 'react';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/** Closes a popover if it is open; engines without the popover API have nothing to close. */
function hide(popover: HTMLElement | null) {
  if (typeof popover?.hidePopover === 'function' && popover.matches(':popover-open')) popover.hidePopover();
}

/**
 * The browser opens and closes the popover (its toggle's `popovertarget`, Escape, a click
 * outside), before and after hydration alike. Once React runs, this adds the two ways to close it
 * the browser has no rule for: a route change (a link inside it navigated in the page), and
 * keyboard focus leaving its container (Tab past its last item), so nothing stays open over the
 * part of the page focus went to. Returns the container's `onBlur`.
 */
export function usePopoverClosing(popoverRef: RefObject<HTMLElement | null>) {
  const { key } = useLocation();
  // Only a new location closes it: on the first one, where the page hydrated, a popover the
  // visitor opened before hydration stays open.
  const lastKey = useRef(key);
  useEffect(() => {
    if (lastKey.current === key) return;
    lastKey.current = key;
    hide(popoverRef.current);
  }, [key, popoverRef]);

  // No related target: the window itself lost focus (another tab, another program), not a move.
  return (event: FocusEvent<HTMLElement>) => {
    const to = event.relatedTarget;
    if (to instanceof Node && !event.currentTarget.contains(to)) hide(popoverRef.current);
  };
}
