import { Suspense, useEffect, useId, useState } from 'react';
import type { ReactNode } from 'react';
import { useSiteRuntime } from '../../runtime';

export type HydrationSectionProps = { children: ReactNode };

/**
 * A part of a page that React hydrates in a pass of its own: a Suspense boundary, which React's
 * hydration of the server's page leaves as the server sent it and takes up afterwards, each
 * boundary in its own render and commit, the one a visitor touches first before the others
 * (selective hydration). The page's start is thereby cut into short tasks instead of one render
 * and one commit over the whole page. The page stays hydrating (its runtime's `hydration`) until
 * every section has been hydrated; a section rendered in the browser alone costs nothing more
 * than its boundary (docs/decisions/0055-sections-hydrated-in-turn.md).
 */
export function HydrationSection({ children }: HydrationSectionProps) {
  const { hydration } = useSiteRuntime();
  const key = useId();
  // Held from the render that hydrates the page around it, before that render's effects (the
  // page's LiveMark among them) run.
  useState(() => hydration.hold(key));
  // A section that goes away unhydrated (an error replaced the page) no longer holds the page.
  useEffect(() => () => hydration.release(key), [hydration, key]);
  return (
    <Suspense fallback={null}>
      {children}
      <SectionHydrated sectionKey={key} />
    </Suspense>
  );
}

function SectionHydrated({ sectionKey }: { sectionKey: string }) {
  const { hydration } = useSiteRuntime();
  useEffect(() => hydration.release(sectionKey), [hydration, sectionKey]);
  return null;
}
