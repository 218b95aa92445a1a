import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/** True on the server and in a render that hydrates the server's markup; false in one of the browser's own. */
export const useHydrating = () =>
  useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );

/**
 * The inner HTML of an element hydrating the server's markup that keeps it: React keeps the
 * server's children of an element with inner HTML, and compares nothing in production.
 */
export const SERVER_MARKUP = { __html: '' };
