// More than one release of a remote in one process (docs/decisions/0042). The federation runtime
// is the process's, and a remote's server build runs in an instance of the runtime named after its
// container: a second release of the same container would share the first one's instance (and
// its chunk loader, which finds chunks beside the entry its name was registered with), so it would
// load its chunks from the other release's folder, or not at all. A release other than the live
// one is therefore registered under a federation name of its own, and this plugin runs its server
// entry under that name: its instance, and so its chunks, are its own. Its container is handed to
// the runtime directly (never put on the global object, where the live release's is), and it is
// initialised with the shell's shared modules like any remote.
import type NodeModule from 'node:module';
import path from 'node:path';
import vm from 'node:vm';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** Federation names that stand for a release other than the live one. */
const releaseNames = new Set<string>();

export const addReleaseName = (name: string): void => void releaseNames.add(name);
export const removeReleaseName = (name: string): void => void releaseNames.delete(name);

/**
 * A server entry's source with its federation runtime named `name` instead of its container's
 * name: the name in its runtime's options, and in its build's identifier (`<name>:<version>`),
 * both of which the runtime finds an existing instance by.
 */
export function renamedEntry(source: string, containerName: string, name: string): string {
  const options = `initOptions: {"name":${JSON.stringify(containerName)},`;
  const buildId = `"${containerName}:`;
  if (!source.includes(options) || !source.includes(buildId)) throw new Error(`the server entry of ${containerName} does not name its federation runtime as expected`);
  return source.replaceAll(options, `initOptions: {"name":${JSON.stringify(name)},`).replaceAll(buildId, `"${name}:`);
}

/**
 * Runs a server entry (`commonjs-module`) as the federation runtime's Node loader does; returns
 * its container (exported under its container name, `globalName`).
 */
async function runServerEntry(source: string, url: string, globalName: string): Promise<unknown> {
  // Node's own createRequire, not the one webpack would make of a static import.
  const { createRequire } = (await import(/* webpackIgnore: true */ 'node:module')) as unknown as typeof NodeModule;
  const script = new vm.Script(`(function(exports, module, require, __dirname, __filename) {${source}\n})`, {
    filename: url,
    importModuleDynamically: vm.constants.USE_MAIN_CONTEXT_DEFAULT_LOADER,
  });
  const context = { exports: {}, module: { exports: {} as unknown } };
  const requireFromCwd = createRequire(path.join(process.cwd(), '__release_entry__.js'));
  (script.runInThisContext() as (...args: unknown[]) => void)(context.exports, context.module, requireFromCwd, new URL('.', url).pathname, path.basename(new URL(url).pathname));
  const exported = (context.module.exports ?? context.exports) as Record<string, unknown>;
  return exported[globalName] ?? exported;
}

let registered = false;

/** Registers the plugin with the process's federation runtime, once (renderers of several sites share it). */
export function registerReleaseEntries(register: (plugins: ModuleFederationRuntimePlugin[]) => void): void {
  if (registered) return;
  registered = true;
  register([releaseEntriesPlugin()]);
}

/** The runtime plugin that loads the server entries of releases other than the live one. */
export function releaseEntriesPlugin(fetch: typeof globalThis.fetch = globalThis.fetch): ModuleFederationRuntimePlugin {
  return {
    name: 'site-release-entries',
    async loadEntry({ remoteInfo }) {
      if (!releaseNames.has(remoteInfo.name)) return undefined;
      const response = await fetch(remoteInfo.entry);
      if (!response.ok) throw new Error(`${remoteInfo.entry} answered ${response.status}`);
      const source = renamedEntry(await response.text(), remoteInfo.entryGlobalName, remoteInfo.name);
      return (await runServerEntry(source, remoteInfo.entry, remoteInfo.entryGlobalName)) as never;
    },
  };
}
