import type { RemoteName } from '@group/shared/config';
import { loadRoutesModule } from './browser-remotes';
import styles from './remote-notice.module.css';

// The remote a page the server rendered whole was rendered with, loaded before the page is
// hydrated. Hydrating without it would put a loader, then the fallback, where the server's page
// was; so while it cannot be loaded the server's page stays as it is, readable, its links and
// native controls working without script, and the page is hydrated once the remote comes
// (docs/decisions/0050-every-behaviour-with-or-without-script.md).

/** What the page says, above its content, while the remote it was rendered with cannot be loaded. */
export const REMOTE_NOTICE_TEXT =
  'Some interactive parts of this page could not be loaded. Everything shown here still works, and we keep trying in the background.';

/** Waits before another attempt: 2 s, doubling up to 30 s. */
export const retryDelayMs = (attempt: number): number => Math.min(30_000, 2_000 * 2 ** (attempt - 1));

const tryLoad = (remote: RemoteName, retries?: number): Promise<boolean> =>
  loadRoutesModule(remote, retries === undefined ? {} : { retries }).then(
    () => true,
    () => false,
  );

/**
 * Resolves after `ms`, or sooner once the visitor's connection comes back or the tab is shown
 * again (a remote blocked while offline or in the background is tried at once then).
 */
function nextAttempt(ms: number): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      window.removeEventListener('online', done);
      document.removeEventListener('visibilitychange', shown);
      resolve();
    };
    const shown = () => {
      if (document.visibilityState === 'visible') done();
    };
    const timer = setTimeout(done, ms);
    window.addEventListener('online', done);
    document.addEventListener('visibilitychange', shown);
  });
}

/** The notice, at the top of the page's main region: in the flow, over nothing. */
function showNotice(main: Element | null): () => void {
  if (!main) return () => undefined;
  const notice = document.createElement('p');
  notice.className = styles.notice;
  notice.setAttribute('role', 'status');
  notice.textContent = REMOTE_NOTICE_TEXT;
  main.prepend(notice);
  return () => notice.remove();
}

/**
 * Asks again for the page's stylesheets that did not load with it (a remote's, from the origin
 * that could not be reached): the old link goes once the new one has loaded.
 */
function reloadFailedStylesheets(): void {
  document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]').forEach((link) => {
    if (link.sheet) return;
    const again = link.cloneNode() as HTMLLinkElement;
    again.addEventListener('load', () => link.remove(), { once: true });
    link.after(again);
  });
}

/**
 * Resolves once `remote`'s routes module is loaded. The first try has the usual retries; if it
 * fails, the notice shows in `main` and the remote is tried again in the background until it
 * comes; then the stylesheets that failed with it are asked for again, and the notice is removed
 * just before this resolves, so the markup is the server's again when React hydrates it.
 */
export async function remoteBeforeHydration(remote: RemoteName, main: Element | null): Promise<void> {
  if (await tryLoad(remote)) return;
  const removeNotice = showNotice(main);
  for (let attempt = 1; ; attempt += 1) {
    await nextAttempt(retryDelayMs(attempt));
    if (await tryLoad(remote, 0)) break;
  }
  reloadFailedStylesheets();
  removeNotice();
}
