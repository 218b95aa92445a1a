/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { readSiteConfig, remoteNames } from '@group/shared/config';
import type { RemoteName } from '@group/shared/config';
import { PAGE_ASSETS_FILE } from '@group/shared/page-renderer';
import { createPageRenderer } from '../render-page';
import { SOLAR_PARK, startBackend } from './support/content-backend';
import type { Answer } from './support/content-backend';

// Federation on Node, as the renderer drives it: the news remote's routes module is the one of
// news-item-module.tsx.
jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
  loadRemote: jest.fn(async (id: string) => (id === 'mfe_news/routes' ? jest.requireActual('./news-item-module').newsItemModule : undefined)),
}));

const pageState = (html: string) => JSON.parse(/<script type="application\/json" id="site-page-state">(.*?)<\/script>/.exec(html)?.[1] ?? 'null');

let root: string;
const cleanups: (() => unknown)[] = [];

beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'shell-build-'));
  fs.writeFileSync(path.join(root, PAGE_ASSETS_FILE), JSON.stringify({ bootstrapScripts: ['/main.js?1'], stylesheets: [] }));
});

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

/** A renderer whose API is `backend`, and which has stopped after the test. */
async function siteFor(items: Record<string, Answer>, { apiDown = false } = {}) {
  const backend = await startBackend(items);
  cleanups.push(() => backend.close());
  const apiUrl = backend.url;
  if (apiDown) await backend.close();
  const config = {
    ...readSiteConfig({ SITE_URL: 'https://www.example.com', API_BASE_URL: apiUrl }),
    remotes: Object.fromEntries(remoteNames.map((name) => [name, `${apiUrl}/${name}/mf-manifest.json`])) as Record<RemoteName, string>,
  };
  const renderer = createPageRenderer({ config, root });
  cleanups.push(() => renderer.close());
  const render = async (url: string) => {
    const page = await renderer.render({ url });
    return { ...page, html: await text(page.stream) };
  };
  return { backend, render };
}

describe('the status of a page whose content is read by address', () => {
  it('answers 200 for a news item the API has', async () => {
    const { render } = await siteFor({ '/newscentre/solar-park': { status: 200, body: { status: 200, data: SOLAR_PARK } } });
    const page = await render('/news-centre/solar-park');
    expect(page.status).toBe(200);
    expect(page.headers['Retry-After']).toBeUndefined();
    expect(page.html).toContain('Solar park commissioned');
  });

  it('answers 404, and queues no toast, for a news item the API does not have', async () => {
    const { render } = await siteFor({});
    const page = await render('/news-centre/gone');
    expect(page.status).toBe(404);
    expect(page.headers['Retry-After']).toBeUndefined();
    expect(page.html).toContain('News item not found');
    expect(pageState(page.html).toasts).toEqual([]);
  });

  it.each([
    ['the API answers 503', { status: 503, body: { status: 503, message: 'Unavailable' } }],
    ['the API answers 500', { status: 500, body: {} }],
  ])('answers 503 with Retry-After when %s: the item may exist, come back later', async (_case, answer) => {
    const { render } = await siteFor({ '/newscentre/solar-park': answer });
    const page = await render('/news-centre/solar-park');
    expect(page.status).toBe(503);
    expect(page.headers['Retry-After']).toBe('30');
    expect(page.headers['Content-Type']).toBe('text/html; charset=utf-8');
    expect(page.html).toContain('The news item could not be loaded.');
    expect(pageState(page.html).toasts).toEqual([{ kind: 'error', message: 'Internal Server Error' }]);
  });

  it('answers 503 with Retry-After when the API cannot be reached at all', async () => {
    const { render } = await siteFor({}, { apiDown: true });
    const page = await render('/news-centre/solar-park');
    expect(page.status).toBe(503);
    expect(page.headers['Retry-After']).toBe('30');
    expect(page.html).toContain('The news item could not be loaded.');
  });

  it.each([
    ['percent-encoded, as browsers send it', '/news-centre/%3Cb%3E%22'],
    ['as typed', '/news-centre/<b>"'],
  ])('asks the API for a slug holding <, > and " encoded once, %s, and answers its 404', async (_case, url) => {
    const { backend, render } = await siteFor({});
    const page = await render(url);
    expect(backend.asked).toContain('/newscentre/%3Cb%3E%22');
    expect(backend.asked.filter((asked) => asked.startsWith('/newscentre/'))).toEqual(['/newscentre/%3Cb%3E%22']);
    expect(page.status).toBe(404);
    expect(page.html).toContain('News item not found');
  });
});
