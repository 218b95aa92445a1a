import { startTransition, useEffect, useState } from 'react';
import { useSiteRuntime } from '../../runtime';

const noSubscription = () => () => undefined;

/**
 * A value only the browser knows (a media query, for instance): `serverValue` on the server and in
 * the render that hydrates the server's markup, so that render repeats the server's exactly; the
 * browser's `read()` in a render the server had no part in. After hydration the browser's value
 * comes in a transition, which React renders in slices, where useSyncExternalStore would re-render
 * every such component at once, in one long task. `read` and `subscribe` must be stable. Whether
 * the page is hydrating is its site runtime's (the shell begins it, the page's LiveMark ends it).
 */
export function useBrowserValue<T>(read: () => T, serverValue: T, subscribe: (onChange: () => void) => () => void = noSubscription): T {
  const { hydration } = useSiteRuntime();
  const [value, setValue] = useState(() => (typeof window === 'undefined' || hydration.active ? serverValue : read()));
  useEffect(() => {
    const update = () => startTransition(() => setValue(read()));
    update();
    return subscribe(update);
  }, [read, subscribe]);
  return value;
}

const inBrowser = () => true;

/**
 * False on the server and while the browser hydrates the server's markup, true from the render
 * after that (and at once in a render the server had no part in). What needs the browser renders
 * only then, so the first browser render repeats the server's markup exactly.
 */
export function useHydrated(): boolean {
  return useBrowserValue(inBrowser, false);
}
