import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;
const inBrowser = () => true;
const onServer = () => false;

/**
 * False on the server and while the browser hydrates the server's markup, true from the render
 * after that (and at once in a render the server had no part in). What needs the browser renders
 * only then, so the first browser render repeats the server's markup exactly.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(subscribe, inBrowser, onServer);
}
