// The browser's reports of a remote's failures to the site's server (docs/decisions/0042), which
// counts them per release and aborts a canary that fails more than the live release. A report
// names the remote, its release, what failed and the error's name: never its message, the page's
// address or anything of the visitor.
import { remoteNames } from '@group/shared/config';
import type { RemoteName, RuntimeConfig } from '@group/shared/config';
import { REMOTE_ERRORS_PATH } from '@group/shared/page-renderer';

export type RemoteFailureKind = 'load' | 'error' | 'rejection' | 'boundary';

type Reporting = { releases: Partial<Record<RemoteName, string>>; folders: [RemoteName, string][]; sent: Set<string> };

/** The page's: set once its configuration is read (startRemoteErrorReports). */
let reporting: Reporting | undefined;

/** An error's name as a report carries it: a short identifier, or "Error". */
const nameOf = (error: unknown): string => {
  const name = error instanceof Error ? error.name : '';
  return /^[A-Za-z][\w.$]{0,39}$/.test(name) ? name : 'Error';
};

/** Tells the site's server that `remote` failed (once per remote, kind and error name on a page). */
export function reportRemoteFailure(remote: RemoteName, kind: RemoteFailureKind, error: unknown): void {
  const release = reporting?.releases[remote];
  if (!reporting || !release) return;
  const report = { remote, release, kind, name: nameOf(error instanceof Error && error.cause instanceof Error ? error.cause : error) };
  const key = `${remote} ${kind} ${report.name}`;
  if (reporting.sent.has(key)) return;
  reporting.sent.add(key);
  const body = JSON.stringify(report);
  const queued = typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(REMOTE_ERRORS_PATH, new Blob([body], { type: 'application/json' }));
  if (!queued) void fetch(REMOTE_ERRORS_PATH, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body, keepalive: true }).catch(() => undefined);
}

/** The remote whose files a script address or a stack trace names, if any. */
function remoteNamedIn(text: string | undefined): RemoteName | undefined {
  if (!text || !reporting) return undefined;
  return reporting.folders.find(([, folder]) => text.includes(folder))?.[0];
}

/**
 * Starts reporting for the page, when its server named the releases of its remotes: uncaught
 * errors and unhandled rejections whose script or stack is a remote's are reported as that
 * remote's; loads and the remote route's boundary report their own (browser-remotes.ts,
 * remote-route.tsx).
 */
export function startRemoteErrorReports(config: Pick<RuntimeConfig, 'remotes' | 'releases'>): void {
  if (!config.releases || Object.keys(config.releases).length === 0) return;
  const folders = remoteNames.map((remote): [RemoteName, string] => [remote, new URL('.', config.remotes[remote]).href]);
  // The deepest folder first: a release's folder lies inside its remote's deployment.
  folders.sort(([, a], [, b]) => b.length - a.length);
  reporting = { releases: config.releases, folders, sent: new Set() };
  window.addEventListener('error', (event) => {
    const remote = remoteNamedIn(event.filename) ?? remoteNamedIn(event.error instanceof Error ? event.error.stack : undefined);
    if (remote) reportRemoteFailure(remote, 'error', event.error);
  });
  window.addEventListener('unhandledrejection', (event) => {
    const reason: unknown = event.reason;
    const remote = remoteNamedIn(reason instanceof Error ? reason.stack : undefined);
    if (remote) reportRemoteFailure(remote, 'rejection', reason);
  });
}
