import { createHash } from 'node:crypto';
import { loadScriptNode, registerGlobalPlugins } from '@module-federation/enhanced/runtime';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { RendererLog } from '@group/shared/page-renderer';
import { createIntegrityRecord } from '../federation/file-integrity';
import type { IntegrityRecord } from '../federation/file-integrity';
import { standardErrorLog } from './renderer-log';

// The server's side of docs/decisions/0040-integrity-of-a-remotes-files.md: a remote's file (its
// server entry, its server chunks) is run only once its SHA-384 is the one its manifest lists.
// Checked once per file load; a loaded file stays in memory. A page links a remote's stylesheets
// with the integrity the manifest lists (server-remotes.ts), and the browser checks them.

/** A remote's file that is not the one its manifest lists, or that it does not list. */
export class RefusedRemoteFile extends Error {
  constructor(remote: string, file: string) {
    super(`${file} of ${remote} does not match the integrity its manifest lists, so it is not used`);
    this.name = 'RefusedRemoteFile';
  }
}

type Fetch = typeof globalThis.fetch;

export type RemoteFileCheck = {
  /**
   * The federation runtime plugin that reads the lists from the manifests and fetches every file
   * under them through the check: a file a manifest's list does not vouch for is refused (its
   * fetch rejects with RefusedRemoteFile).
   */
  plugin: ModuleFederationRuntimePlugin;
};

const urlOf = (input: Parameters<Fetch>[0]) => (typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);

/**
 * Reads each manifest's `metaData.integrity` as the runtime loads it (a manifest without one, of
 * an older build, leaves its files unchecked) and checks every file under it. A refusal is said
 * once per file and content, at error level: remote, file, expected and received hashes.
 */
export function createRemoteFileCheck({
  fetch = globalThis.fetch,
  log = () => standardErrorLog,
  record = createIntegrityRecord(),
}: { fetch?: Fetch; log?: () => RendererLog; record?: IntegrityRecord } = {}): RemoteFileCheck {
  const said = new Set<string>();
  const checkedFetch: Fetch = async (input, init) => {
    const expected = record.expected(urlOf(input));
    const response = await fetch(input, init);
    if (!expected || !response.ok) return response;
    const body = Buffer.from(await response.arrayBuffer());
    const got = `sha384-${createHash('sha384').update(body).digest('base64')}`;
    if (got !== expected.integrity) {
      const refusal = new RefusedRemoteFile(expected.remote, expected.file);
      const key = `${urlOf(input)} ${got}`;
      if (!said.has(key)) {
        said.add(key);
        log().error({ remote: expected.remote, file: expected.file, expected: expected.integrity ?? 'not listed', got }, refusal.message);
      }
      throw refusal;
    }
    return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers });
  };

  const plugin: ModuleFederationRuntimePlugin = {
    name: 'site-remote-file-check',
    afterLoadManifest(args) {
      if (args.manifestJson) record.record(args.manifestUrl, args.manifestJson);
      return args;
    },
    // The runtime fetches a Node entry without its `fetch` hook: loaded here through it instead.
    loadEntry({ remoteInfo, loaderHook }) {
      if (!record.expected(remoteInfo.entry)) return undefined;
      const { entry, entryGlobalName, name, type } = remoteInfo;
      // @module-federation/sdk's loadScriptNode fetches through a loader hook's `fetch` lifecycle.
      const throughFetchHook = { lifecycle: loaderHook.lifecycle, fetch: loaderHook.lifecycle.fetch } as unknown as { createScriptHook?: never };
      return loadScriptNode(entry, { attrs: { name, globalName: entryGlobalName, type }, loaderHook: throughFetchHook }) as unknown as ReturnType<NonNullable<ModuleFederationRuntimePlugin['loadEntry']>>;
    },
    // The entry (above) and every chunk its container loads (@module-federation/node's runtime plugin).
    fetch: (url, init) => (record.expected(url) ? checkedFetch(url, init) : undefined),
  };
  return { plugin };
}

/** Where the process's check reports: the page renderer's log once it starts. */
let processLog: RendererLog = standardErrorLog;
/** The process's check: federation's runtime, and so what it has loaded, is the process's. */
const processCheck = createRemoteFileCheck({ log: () => processLog });

/** The page renderer's log, where refusals of a remote's files are said from its start. */
export function reportRemoteFileRefusalsTo(log: RendererLog): void {
  processLog = log;
}

/**
 * The shell's Node build's runtime plugin (shell/webpack.config.cjs `serverRuntimePlugins`): on
 * the shell's federation instance, and on every remote's container instance made after it, which
 * is where a container's chunks are fetched.
 */
export default function remoteFileCheckPlugin(): ModuleFederationRuntimePlugin {
  registerGlobalPlugins([processCheck.plugin]);
  return processCheck.plugin;
}
