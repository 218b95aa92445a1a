import { createHash } from 'node:crypto';
import { getInstance, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { remoteNames, ROUTES_EXPOSE } from '@group/shared/config';
import type { RemoteName } from '@group/shared/config';
import type { RemoteRoutesModule } from '@group/shared/federation';
import { pollRemoteFiles } from '@group/shared/page-renderer';
import type { PageRemoteRelease, RemoteEvent, RendererLog } from '@group/shared/page-renderer';
import { createIntegrityRecord, integrityAttribute } from '../federation/file-integrity';
import { isRefusedForSharedVersions } from '../federation/remote-error-plugin';
import { containerNames, importRoutesModule, importRoutesOf } from '../federation/routes-module';
import { addReleaseName, registerReleaseEntries, removeReleaseName } from './release-entries';
import { errorFields, standardErrorLog } from './renderer-log';
import type { PageStylesheet } from './site-document';
import { within } from './within';

export type ServerRemotesOptions = {
  /** Each remote's mf-manifest.json URL. */
  manifests: Record<RemoteName, string>;
  /** How often each manifest is asked whether it changed. */
  pollMs?: number;
  /** After a failed load, requests render that remote's routes for the browser this long. */
  retryAfterMs?: number;
  fetch?: typeof globalThis.fetch;
  log?: RendererLog;
  onEvent?: (event: RemoteEvent) => void;
  /** How many releases other than the live ones are kept loaded at once (the least recently used goes). */
  maxReleases?: number;
};

export type ServerRemotes = {
  /**
   * The remote's routes module (of `release` when given, else the live one), or undefined when it
   * is not there within `deadlineMs`.
   */
  load: (remote: RemoteName, deadlineMs: number, release?: PageRemoteRelease) => Promise<RemoteRoutesModule | undefined>;
  /**
   * The stylesheets of the remote's routes (of `release` when given), with the integrity their
   * manifest lists, as last read.
   */
  stylesheets: (remote: RemoteName, release?: PageRemoteRelease) => PageStylesheet[];
  /** Asks every manifest now (the poll does it every `pollMs`); resolves when all have answered. */
  checkForUpdates: () => Promise<void>;
  stop: () => void;
};

/** A remote's module on its way; `loaded` once it came, `failedAt` once it failed. */
type Slot = { module: Promise<RemoteRoutesModule>; loaded?: RemoteRoutesModule; failedAt?: number };

/** Notes on `slot` when its module came, so that later pages take it without a wait. */
const noteLoaded = <S extends Slot>(slot: S): S => {
  slot.module.then(
    (loaded) => {
      slot.loaded = loaded;
    },
    () => undefined,
  );
  return slot;
};

/**
 * A slot's module: at once when it came already (every page but the first few), else as it comes
 * within `deadlineMs`; a module that failed to load is as absent as one that is late.
 */
const moduleWithin = (slot: Slot, deadlineMs: number): RemoteRoutesModule | Promise<RemoteRoutesModule | undefined> =>
  slot.loaded ?? within(slot.module.catch(() => undefined), deadlineMs);

/** A release other than the live one, loaded under a federation name of its own (release-entries.ts). */
type ReleaseSlot = Slot & { name: string; entry: string; stylesheets: PageStylesheet[] };

type Manifest = {
  metaData?: { publicPath?: string };
  exposes?: { name?: string; assets?: { css?: { sync?: string[] } } }[];
};

/**
 * The stylesheets of a remote's routes module, as its manifest lists them, made absolute: a
 * server-rendered page of the remote needs them, since its markup uses their class names. Each
 * carries the integrity the manifest's list gives it (docs/decisions/0040), read here once per
 * manifest rather than per page.
 */
function remoteStylesheetsOf(manifestUrl: string, manifestText: string): PageStylesheet[] {
  const manifest = JSON.parse(manifestText) as Manifest;
  const publicPath = manifest.metaData?.publicPath;
  const base = new URL(publicPath && publicPath !== 'auto' ? publicPath : '.', manifestUrl);
  const routes = manifest.exposes?.find((expose) => expose.name === ROUTES_EXPOSE)?.assets;
  const integrity = createIntegrityRecord();
  integrity.record(manifestUrl, manifest);
  return (routes?.css?.sync ?? []).map((file) => {
    const href = new URL(file, base).href;
    return { href, integrity: integrityAttribute(integrity.expected(href)) };
  });
}

/**
 * Module Federation on Node for the server render (docs/decisions/0015, 0016). Each remote's
 * server build is found through its manifest's `ssrRemoteEntry` and loaded at run time. The
 * manifests are polled (with their ETag): a new deployment is re-registered with `force`, which
 * drops the runtime's caches of the old one, and the next request loads the new one. A load that
 * fails or outlasts the request's deadline leaves that page to the browser; after a failure the
 * remote is tried again only after `retryAfterMs`, so a remote that is down costs no request a wait.
 */
export function createServerRemotes({
  manifests,
  pollMs = 1000,
  retryAfterMs = 5000,
  fetch = globalThis.fetch,
  log = standardErrorLog,
  onEvent = () => undefined,
  maxReleases = 3,
}: ServerRemotesOptions): ServerRemotes {
  const entryOf = (remote: RemoteName) => ({ name: containerNames[remote], entry: manifests[remote] });
  registerRemotes(remoteNames.map(entryOf));
  registerReleaseEntries(registerPlugins);

  const slots = new Map<RemoteName, Slot>();
  const versions = new Map<RemoteName, { digest: string; stylesheets: PageStylesheet[] }>();

  const start = (remote: RemoteName): Slot => {
    const module = importRoutesModule(remote);
    const slot: Slot = noteLoaded({ module });
    module.catch((error: unknown) => {
      slot.failedAt = Date.now();
      const refused = error instanceof Error && isRefusedForSharedVersions(error.message);
      onEvent({ kind: refused ? 'refused' : 'load-failed', remote });
      log.warn({ remote, err: errorFields(error) }, 'a remote could not be loaded on the server; its pages render in the browser');
      // Nothing half-loaded stays behind for the next attempt.
      registerRemotes([entryOf(remote)], { force: true });
    });
    slots.set(remote, slot);
    return slot;
  };

  const load = async (remote: RemoteName, deadlineMs: number, release?: PageRemoteRelease) => {
    if (release) {
      const slot = loadRelease(remote, release);
      if (slot.failedAt !== undefined) return undefined;
      return moduleWithin(slot, deadlineMs);
    }
    let slot = slots.get(remote);
    if (slot?.failedAt !== undefined && Date.now() - slot.failedAt >= retryAfterMs) slot = undefined;
    if (!slot) slot = start(remote);
    if (slot.failedAt !== undefined) return undefined;
    return moduleWithin(slot, deadlineMs);
  };

  /** A manifest answered: a new deployment when its text changed since the last one read. */
  const take = async (remote: RemoteName, response: Response) => {
    if (!response.ok) return false;
    const text = await response.text();
    const digest = createHash('sha256').update(text).digest('hex');
    let stylesheets: PageStylesheet[] = [];
    try {
      stylesheets = remoteStylesheetsOf(manifests[remote], text);
    } catch {
      // An unreadable manifest: the runtime's own load of it reports the problem.
    }
    const known = versions.get(remote);
    versions.set(remote, { digest, stylesheets });
    if (known && known.digest !== digest) {
      // A new deployment: the next request loads it.
      onEvent({ kind: 'updated', remote });
      registerRemotes([entryOf(remote)], { force: true });
      slots.delete(remote);
    }
    return true;
  };

  // Releases other than the live ones, least recently used first. A release is immutable: once
  // loaded it stays as it is until it is let go.
  const releases = new Map<string, ReleaseSlot>();
  let releaseCount = 0;
  const letGo = (key: string, slot: ReleaseSlot) => {
    releases.delete(key);
    removeReleaseName(slot.name);
    try {
      // The runtime's own way to forget a remote (registerRemotes with force uses it); not typed as public.
      (getInstance()?.remoteHandler as unknown as { removeRemote: (remote: { name: string; entry: string }) => void } | undefined)?.removeRemote({ name: slot.name, entry: slot.entry });
    } catch {
      // Nothing registered under that name any more.
    }
  };
  const startRelease = (remote: RemoteName, { release, manifestUrl }: PageRemoteRelease): ReleaseSlot => {
    const name = `${containerNames[remote]}__release_${(releaseCount += 1)}`;
    addReleaseName(name);
    registerRemotes([{ name, entry: manifestUrl }]);
    const stylesheets: PageStylesheet[] = [];
    const module = (async () => {
      const manifest = await fetch(manifestUrl);
      if (manifest.ok) stylesheets.push(...remoteStylesheetsOf(manifestUrl, await manifest.text()));
      return importRoutesOf(name);
    })();
    const slot: ReleaseSlot = noteLoaded({ name, entry: manifestUrl, stylesheets, module });
    slot.module.catch((error: unknown) => {
      slot.failedAt = Date.now();
      log.warn({ remote, release, err: errorFields(error) }, 'a release of a remote could not be loaded on the server; its pages render in the browser');
    });
    return slot;
  };
  const loadRelease = (remote: RemoteName, release: PageRemoteRelease): ReleaseSlot => {
    const key = `${remote}\u0000${release.release}\u0000${release.manifestUrl}`;
    let slot = releases.get(key);
    if (slot?.failedAt !== undefined && Date.now() - slot.failedAt >= retryAfterMs) {
      letGo(key, slot);
      slot = undefined;
    }
    if (slot) releases.delete(key);
    slot ??= startRelease(remote, release);
    releases.set(key, slot);
    for (const [oldKey, old] of releases) {
      if (releases.size <= maxReleases) break;
      letGo(oldKey, old);
    }
    return slot;
  };

  const poll = pollRemoteFiles({ urls: manifests, pollMs, fetch, onAnswer: take });
  void poll.checkNow();

  const stylesheets = (remote: RemoteName, release?: PageRemoteRelease) =>
    release ? ([...releases.values()].find((slot) => slot.entry === release.manifestUrl)?.stylesheets ?? []) : (versions.get(remote)?.stylesheets ?? []);
  return { load, stylesheets, checkForUpdates: poll.checkNow, stop: poll.stop };
}
