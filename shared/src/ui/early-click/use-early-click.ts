import { useEffect, useEffectEvent } from 'react';
import type { MouseEvent } from 'react';
import { EARLY_CLICK_ATTRIBUTE } from './early-click-script';
import type { KeptClick } from './early-click-script';

/** Kept clicks acted on already: React may deliver the same click once it has hydrated the control. */
const actedOn = new WeakSet<Event>();

/** Takes the kept clicks matching `test` out of the page's list. */
function takeKept(test: (kept: KeptClick) => boolean): KeptClick[] {
  const kept = typeof window === 'undefined' ? undefined : window.__keptClicks;
  if (!kept) return [];
  const taken = kept.filter(test);
  for (const click of taken) kept.splice(kept.indexOf(click), 1);
  return taken;
}

/**
 * A control whose click only the page's script answers (it opens a lightbox), used before the
 * page was live: the click kept for it (EARLY_CLICK_SCRIPT) takes effect as soon as it is
 * hydrated, once. Spread the returned props on the control.
 */
export function useEarlyClick(id: string, onClick: () => void) {
  const actOnKept = useEffectEvent(() => {
    const kept = takeKept((click) => click.id === id);
    if (kept.length === 0) return;
    kept.forEach((click) => actedOn.add(click.event));
    onClick();
  });
  useEffect(() => actOnKept(), [id]);
  return {
    [EARLY_CLICK_ATTRIBUTE]: id,
    onClick: (event: MouseEvent) => {
      if (actedOn.has(event.nativeEvent)) return;
      takeKept((click) => click.event === event.nativeEvent);
      onClick();
    },
  };
}
