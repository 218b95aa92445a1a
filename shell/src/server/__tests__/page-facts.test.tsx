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

// What the renderer tells the server of each page (its request log and metrics), and where it
// logs: the request's own log, never the console.
jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
  loadRemote: jest.fn(async (id: string) => (id === 'mfe_news/routes' ? jest.requireActual('./news-item-module').newsItemModule : undefined)),
}));

let root: string;
const cleanups: (() => unknown)[] = [];

beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'shell-build-'));
  fs.writeFileSync(path.join(root, PAGE_ASSETS_FILE), JSON.stringify({ bootstrapScripts: ['/main.js?1'], stylesheets: [] }));
});

afterEach(async () => {
  jest.restoreAllMocks();
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const collectingLog = () => {
  const lines: { level: string; fields: Record<string, unknown>; message: string }[] = [];
  return {
    lines,
    warn: (fields: Record<string, unknown>, message: string) => void lines.push({ level: 'warn', fields, message }),
    error: (fields: Record<string, unknown>, message: string) => void lines.push({ level: 'error', fields, message }),
  };
};

async function siteFor(items: Record<string, Answer>, { apiDown = false } = {}) {
  const backend = await startBackend(items);
  cleanups.push(() => backend.close());
  if (apiDown) await backend.close();
  const config = {
    ...readSiteConfig({ SITE_URL: 'https://www.example.com', API_BASE_URL: backend.url }),
    remotes: Object.fromEntries(remoteNames.map((name) => [name, `${backend.url}/${name}/mf-manifest.json`])) as Record<RemoteName, string>,
  };
  const rendererLog = collectingLog();
  const renderer = createPageRenderer({ config, root, log: rendererLog });
  cleanups.push(() => renderer.close());
  const render = async (url: string, requestId: string) => {
    const log = collectingLog();
    const page = await renderer.render({ url, requestId, log });
    await text(page.stream);
    return { ...page, log };
  };
  return { backend, render, rendererLog };
}

describe('what the renderer tells of a page', () => {
  it('names the route’s pattern, the remote and its release, and counts the API reads, each sent with the request’s id', async () => {
    const { backend, render } = await siteFor({ '/newscentre/solar-park': { status: 200, body: { status: 200, data: SOLAR_PARK } } });
    const page = await render('/news-centre/solar-park?utm_source=mail', 'req-1');
    expect(page.facts).toMatchObject({ route: '/news-centre/:slug', remote: 'news', release: 'test', budgetExceeded: false });
    const pageReads = backend.asked.filter((url) => !url.endsWith('mf-manifest.json'));
    expect(pageReads).toEqual(expect.arrayContaining(['/globals', '/business-ventures/category', '/newscentre/solar-park']));
    expect(page.facts?.apiReads).toMatchObject({ count: pageReads.length, cached: 0, stale: 0, failed: 0 });
    const idsOfPageReads = backend.requestIds.filter((_, index) => !backend.asked[index]?.endsWith('mf-manifest.json'));
    expect(new Set(idsOfPageReads)).toEqual(new Set(['req-1']));
    expect(page.log.lines).toEqual([]);
  });

  it('counts failed reads and logs them in the request’s log, not the console', async () => {
    const console = jest.spyOn(globalThis.console, 'error');
    const warn = jest.spyOn(globalThis.console, 'warn');
    const { render } = await siteFor({}, { apiDown: true });
    const page = await render('/news-centre/solar-park', 'req-3');
    expect(page.status).toBe(503);
    expect(page.facts?.apiReads.failed).toBeGreaterThan(0);
    expect(page.log.lines.length).toBeGreaterThan(0);
    expect(page.log.lines.every(({ message }) => message.startsWith('[api] GET /'))).toBe(true);
    // What failed, said: the network error and its cause, not an empty object.
    expect(page.log.lines[0]?.fields).toMatchObject({ err: { type: 'TypeError', message: 'fetch failed', cause: expect.stringContaining('ECONNREFUSED') } });
    expect(console).not.toHaveBeenCalled();
    expect(warn).not.toHaveBeenCalled();
  });

  it('names no route for a path outside the site, only the not-found pattern', async () => {
    const { render } = await siteFor({});
    const page = await render('/no/such/page', 'req-4');
    expect(page.status).toBe(404);
    expect(page.facts?.route).toBe('/*');
    expect(page.facts?.remote).toBeNull();
  });
});
