import { readdir, stat } from 'node:fs/promises';
import type * as FsPromises from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { readSiteConfig } from '@group/shared/config';
import { createSiteServer } from '../create-site-server';
import { bigScript, makeDist } from './support/dist-folder';
import { fakeRenderer } from './support/fake-renderer';

// Whether a request made the server look at its build folder (@fastify/static checks a path's
// spelling there before anything else).
jest.mock('node:fs/promises', () => {
  const actual = jest.requireActual<typeof FsPromises>('node:fs/promises');
  return { ...actual, readdir: jest.fn(actual.readdir), stat: jest.fn(actual.stat) };
});

const dist = makeDist({
  'main.3fa9c0d1e2.js': bigScript('shell'),
  'page-assets.json': JSON.stringify({ bootstrapScripts: ['/main.3fa9c0d1e2.js'], stylesheets: [] }),
});

let app: FastifyInstance;
let renderer: ReturnType<typeof fakeRenderer>;
beforeEach(async () => {
  renderer = fakeRenderer();
  app = await createSiteServer({ mode: 'shell', root: dist, config: readSiteConfig({}), renderer });
  await app.ready();
  jest.mocked(readdir).mockClear();
  jest.mocked(stat).mockClear();
});
afterEach(() => app.close());

const get = (url: string) => app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br, gzip' } });
const diskLookups = () => jest.mocked(readdir).mock.calls.length + jest.mocked(stat).mock.calls.length;

describe('a page’s path', () => {
  it.each(['/news-centre', '/news-centre/', '/news-centre/quarterly-results?category=2', '/no-such-page'])('%s goes to the page without a look on disk', async (url) => {
    const reply = await get(url);
    expect(reply.statusCode).toBe(200);
    expect(renderer.requests.map((request) => request.url)).toEqual([url]);
    expect(diskLookups()).toBe(0);
  });

  it('asked with HEAD is answered as with GET, without a look on disk', async () => {
    const reply = await app.inject({ method: 'HEAD', url: '/news-centre' });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toMatch(/^text\/html/);
    expect(diskLookups()).toBe(0);
  });

  it('with anything unusual in it is checked as a file’s path first, as before: a page when it is one', async () => {
    expect((await get('/news%2Dcentre')).statusCode).toBe(200);
    expect((await get('/news-centre/..%2F..%2Fserver')).statusCode).toBe(403);
    expect((await get('/news-centre//item')).statusCode).toBe(403);
    expect(renderer.requests.map((request) => request.url)).toEqual(['/news%2Dcentre']);
    expect(diskLookups()).toBeGreaterThan(0);
  });

  it.each(['/news-centre/solar%40park', '/news-centre/solar%2Bwind', '/news-centre/a%2Fb', '/news%2Dcentre/a%2Eb'])(
    '%s, with an escape, reaches its page as it was sent',
    async (url) => {
      const reply = await get(url);
      expect(reply.statusCode).toBe(200);
      expect(renderer.requests.map((request) => request.url)).toEqual([url]);
    },
  );

  it('with a malformed escape is a bad request, rendered by no page', async () => {
    expect((await get('/news-centre/a%zz')).statusCode).toBe(400);
    expect(renderer.requests).toEqual([]);
  });
});

describe('a file of the build', () => {
  it('is still found on disk and served', async () => {
    const reply = await get('/main.3fa9c0d1e2.js');
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(diskLookups()).toBeGreaterThan(0);
    expect(renderer.requests).toEqual([]);
  });
});
