import { startTransition, useEffect, useState } from 'react';
import { useSiteRuntime } from '@group/shared/runtime';

/**
 * Marks the document once the page's own content has been taken over by React (hydrated, or
 * rendered in the browser): from then on the page answers clicks and typing. Rendered at the end
 * of each page's content, since the page hydrates after the layout around it (its Suspense
 * boundary is hydrated in a pass of its own), and it waits for the sections hydrated in passes
 * of their own after that (HydrationSection). Browser tests read it to check what a page kept
 * once live. From here on, what mounts renders the browser's own values at once
 * (useBrowserValue). The mark itself comes in a transition, the one that brings the browser's
 * values the page asked for in its effects, so the page is marked live with them on screen.
 */
export function LiveMark() {
  const { hydration } = useSiteRuntime();
  const [hydrated, setHydrated] = useState(false);
  useEffect(
    () =>
      hydration.whenSettled(() => {
        hydration.end();
        startTransition(() => setHydrated(true));
      }),
    [hydration],
  );
  useEffect(() => {
    if (hydrated) document.documentElement.dataset.live = 'true';
  }, [hydrated]);
  return null;
}
