/** @jest-environment node */
import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { createRemoteFileCheck, RefusedRemoteFile } from '../remote-file-check';

// A remote's files served over HTTP as a static host serves them, checked as the shell's server
// checks them before it runs or writes in any of them.

const sri = (text: string) => `sha384-${createHash('sha384').update(text).digest('base64')}`;
const ENTRY = 'module.exports = { mfe_test: { answer: 42 } };\n';
const CHUNK = 'exports.ids = [12]; exports.modules = {};\n';
const CSS = '.news{color:#0b2a4a}';

type Logged = { fields: Record<string, unknown>; message: string };

async function serveFiles(files: Record<string, string>) {
  const server = http.createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname.slice(1);
    if (!Object.hasOwn(files, path)) return void response.writeHead(404).end();
    response.writeHead(200, { 'Content-Type': path.endsWith('.css') ? 'text/css' : 'text/javascript' }).end(files[path]);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  return { url, files, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

function setUp(origin: string, integrity: Record<string, string> | undefined) {
  const logged: Logged[] = [];
  const log = { warn: () => undefined, error: (fields: Record<string, unknown>, message: string) => void logged.push({ fields, message }) };
  const hooks = createRemoteFileCheck({ log: () => log }).plugin as Required<Pick<ModuleFederationRuntimePlugin, 'afterLoadManifest' | 'loadEntry' | 'fetch'>>;
  const manifestJson = { name: 'mfe_test', metaData: { publicPath: 'auto', ...(integrity ? { integrity } : {}) } };
  void hooks.afterLoadManifest({ manifestUrl: `${origin}mf-manifest.json`, manifestJson } as never);
  // A federation instance's loader hook, as far as the entry's loading uses it: its `fetch` lifecycle.
  const fetched: string[] = [];
  const emit = async (url: string, init: RequestInit) => {
    const response = await (hooks.fetch(url, init) as Promise<Response>);
    fetched.push(await response.clone().text());
    return response;
  };
  const loaderHook = { lifecycle: { fetch: { emit } } };
  const loadEntry = (file: string) =>
    hooks.loadEntry({ remoteInfo: { entry: `${origin}${file}?v=1a2b`, entryGlobalName: 'mfe_test', name: 'mfe_test', type: 'commonjs-module' }, loaderHook } as never);
  return { hooks, logged, loadEntry, fetched };
}

describe('a remote’s files on the server', () => {
  let remote: Awaited<ReturnType<typeof serveFiles>>;
  const listed = () => ({ 'server/remoteEntry.js': sri(ENTRY), 'server/12.abcdef0123.js': sri(CHUNK), 'page-styles.0123456789.css': sri(CSS) });

  beforeEach(async () => {
    remote = await serveFiles({ 'server/remoteEntry.js': ENTRY, 'server/12.abcdef0123.js': CHUNK, 'page-styles.0123456789.css': CSS, 'server/99.added0added.js': CHUNK });
  });
  afterEach(() => remote.close());

  it('runs the server entry and hands on a chunk and a stylesheet whose bytes are the ones the manifest lists', async () => {
    const { hooks, logged, loadEntry, fetched } = setUp(remote.url, listed());
    // The entry reaches the runtime's evaluation through the check (which jest's VM cannot run:
    // it lacks dynamic import; the browser tests run real entries).
    const loaded = await (loadEntry('server/remoteEntry.js') as Promise<unknown>).catch((error: unknown) => error);
    expect(loaded).not.toBeInstanceOf(RefusedRemoteFile);
    expect(fetched).toEqual([ENTRY]);
    const chunk = await (hooks.fetch(`${remote.url}server/12.abcdef0123.js`, {}) as Promise<Response>);
    expect(await chunk.text()).toBe(CHUNK);
    expect(await (await (hooks.fetch(`${remote.url}page-styles.0123456789.css`, {}) as Promise<Response>)).text()).toBe(CSS);
    expect(logged).toEqual([]);
  });

  it('refuses a file altered by one byte, and says so in one line: remote, file, expected and received hashes', async () => {
    remote.files['server/12.abcdef0123.js'] = CHUNK.replace('12', '13');
    const { hooks, logged } = setUp(remote.url, listed());
    const chunkUrl = `${remote.url}server/12.abcdef0123.js`;
    await expect(hooks.fetch(chunkUrl, {})).rejects.toBeInstanceOf(RefusedRemoteFile);
    // The next attempt is refused again, without another line.
    await expect(hooks.fetch(chunkUrl, {})).rejects.toThrow('server/12.abcdef0123.js of mfe_test does not match the integrity its manifest lists');
    expect(logged).toEqual([
      {
        fields: { remote: 'mfe_test', file: 'server/12.abcdef0123.js', expected: sri(CHUNK), got: sri(CHUNK.replace('12', '13')) },
        message: 'server/12.abcdef0123.js of mfe_test does not match the integrity its manifest lists, so it is not used',
      },
    ]);
  });

  it('does not run an altered server entry', async () => {
    remote.files['server/remoteEntry.js'] = ENTRY.replace('42', '43');
    const { logged, loadEntry } = setUp(remote.url, listed());
    await expect(loadEntry('server/remoteEntry.js')).rejects.toBeInstanceOf(RefusedRemoteFile);
    expect(logged.map(({ fields }) => fields.file)).toEqual(['server/remoteEntry.js']);
  });

  it('refuses a file its manifest’s list does not name', async () => {
    const { hooks, logged } = setUp(remote.url, listed());
    await expect(hooks.fetch(`${remote.url}server/99.added0added.js`, {})).rejects.toBeInstanceOf(RefusedRemoteFile);
    expect(logged[0].fields).toMatchObject({ file: 'server/99.added0added.js', expected: 'not listed', got: sri(CHUNK) });
  });

  it('leaves a remote whose manifest has no list (an older build) to load as before', async () => {
    remote.files['server/12.abcdef0123.js'] = CHUNK.replace('12', '13');
    const { hooks, logged, loadEntry } = setUp(remote.url, undefined);
    expect(loadEntry('server/remoteEntry.js')).toBeUndefined();
    expect(hooks.fetch(`${remote.url}server/12.abcdef0123.js`, {})).toBeUndefined();
    expect(logged).toEqual([]);
  });

  it('passes on what is not there as the host answered it', async () => {
    const { hooks, logged } = setUp(remote.url, { ...listed(), 'server/404.0000000000.js': sri('') });
    expect((await (hooks.fetch(`${remote.url}server/404.0000000000.js`, {}) as Promise<Response>)).status).toBe(404);
    expect(logged).toEqual([]);
  });
});
