import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;
const inBrowser = () => false;
const onServer = () => true;

/**
 * True while a render must repeat the server's markup: on the server, and while the browser
 * hydrates that markup. False for a component first mounted later in the browser (the page's data
 * arrived after mount), which may read browser state such as the address hash at once.
 */
export function useHydrating(): boolean {
  return useSyncExternalStore(subscribe, inBrowser, onServer);
}
