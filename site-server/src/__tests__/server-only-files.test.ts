import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { readSiteConfig } from '@group/shared/config';
import { createSiteServer } from '../create-site-server';
import { bigScript, makeDist } from './support/dist-folder';
import { fakeRenderer } from './support/fake-renderer';
import { plainRequest } from './support/plain-http';

/** A shell's build as webpack leaves it: the browser's files, and beside them what only its server reads. */
const nodeBundle = 'exports.createPageRenderer = () => { /* the server-side code of the site */ };\n';
const dist = makeDist({
  'main.js': bigScript('shell'),
  'mf-manifest.json': JSON.stringify({ id: 'shell' }),
  'server/server.js': nodeBundle,
  'server/server.js.br': zlib.brotliCompressSync(nodeBundle),
  'server/196.4a7acc31b2.js': bigScript('server chunk'),
  'page-assets.json': JSON.stringify({ bootstrapScripts: ['/main.js'], stylesheets: [] }),
  'mf-stats.json': JSON.stringify({ id: 'shell', metaData: { buildInfo: { buildName: 'shell' } }, exposes: [{ path: '/home/builder/shell/src' }] }),
  'mf-stats.json.gz': zlib.gzipSync('{}'),
});

/** `url` asked of a server of `dist` as written: `inject` would resolve `..` and `%2e%2e` first. */
async function get(url: string, mode: 'shell' | 'static' = 'shell', headers: Record<string, string> = {}) {
  const renderer = fakeRenderer();
  const app =
    mode === 'shell'
      ? await createSiteServer({ mode, root: dist, config: readSiteConfig({}), renderer })
      : await createSiteServer({ mode, root: dist });
  try {
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as AddressInfo;
    return { reply: await plainRequest(port, url, { headers }), renders: renderer.requests.length };
  } finally {
    await app.close();
  }
}

describe('the shell’s origin', () => {
  it.each([
    '/server/server.js',
    '/server/196.4a7acc31b2.js',
    '/server/server.js.br',
    '/SERVER/server.js',
    '/page-assets.json',
    '/mf-stats.json',
    '/mf-stats.json.gz',
    '/main.js/../server/server.js',
    '/%73erver/server.js',
    // Spelled with escapes: decoded once, an encoded slash is no folder's.
    '/server%2fserver.js',
    '/%73erver%2Fserver.js',
    '/%53ERVER/server.js',
    '/server/server.js%2ebr',
    '/server%40/%2e%2e/server/server.js',
    '/main.js/%2e%2e/server/server.js',
    '/page-assets.json%2Ebr',
    '/mf%2dstats.json%2Egz',
    '/server/server.js%00',
  ])('answers %s with 404: the server’s own files are not the browser’s', async (url) => {
    const { reply, renders } = await get(url);
    expect([403, 404]).toContain(reply.status);
    expect(reply.body).not.toContain('createPageRenderer');
    expect(reply.body).not.toContain('server chunk');
    expect(renders).toBe(0);
  });

  it('answers the Node bundle 404 whatever encoding is asked for', async () => {
    const { reply } = await get('/server/server.js', 'shell', { 'accept-encoding': 'br, gzip' });
    expect(reply.status).toBe(404);
    expect(reply.headers['content-encoding']).toBeUndefined();
  });

  it('still serves the browser build', async () => {
    expect((await get('/main.js')).reply.status).toBe(200);
    expect((await get('/mf-manifest.json')).reply.status).toBe(200);
  });
});

describe('a remote’s origin', () => {
  it('serves its Node build, which the shell’s server loads from it', async () => {
    const { reply } = await get('/server/server.js', 'static');
    expect(reply.status).toBe(200);
    expect(reply.body).toContain('createPageRenderer');
  });
});
