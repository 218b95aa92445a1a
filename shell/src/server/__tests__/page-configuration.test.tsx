/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { readSiteConfig, remoteNames } from '@group/shared/config';
import type { RemoteName } from '@group/shared/config';
import { PAGE_ASSETS_FILE } from '@group/shared/page-renderer';
import type { PageRenderRequest } from '@group/shared/page-renderer';
import { scriptHash } from '../site-document';
import { createPageRenderer } from '../render-page';

// Federation on Node: no remote is there, so every page is the layout around its loading state.
jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn(), registerPlugins: jest.fn(), loadRemote: jest.fn(async () => undefined) }));

/** Nothing listens there: the API and the remotes are down at once. */
const NOWHERE = 'http://127.0.0.1:9';
const manifestOf = (remote: string) => `${NOWHERE}/${remote}/mf-manifest.json`;
const config = {
  ...readSiteConfig({ SITE_URL: 'https://www.example.com', API_BASE_URL: NOWHERE }),
  remotes: Object.fromEntries(remoteNames.map((name) => [name, manifestOf(name)])) as Record<RemoteName, string>,
};
const CANARY_MANIFEST = `${NOWHERE}/news/releases/news-3/mf-manifest.json`;

let root: string;
let renderer: ReturnType<typeof createPageRenderer>;
beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'shell-build-'));
  fs.writeFileSync(path.join(root, PAGE_ASSETS_FILE), JSON.stringify({ bootstrapScripts: ['/main.js?1'], stylesheets: [] }));
  renderer = createPageRenderer({ config, root, budgetMs: 200, log: { warn: () => undefined, error: () => undefined } });
});
afterAll(() => {
  renderer.close();
  fs.rmSync(root, { recursive: true, force: true });
});

/** The configuration a page tells the browser, checked against the hashes its policy names. */
async function configOf(request: Omit<PageRenderRequest, 'url'>) {
  const page = await renderer.render({ url: '/no-such-page', ...request });
  const script = /<script>(window\.__SITE_CONFIG__=.*?)<\/script>/.exec(await text(page.stream))?.[1] ?? '';
  expect(page.scriptHashes).toContain(scriptHash(script));
  return JSON.parse(script.slice('window.__SITE_CONFIG__='.length)) as { remotes: Record<string, string>; releases?: Record<string, string> };
}

describe('the configuration a page names', () => {
  it('is the one of the releases it was given, page after page, as the choice changes', async () => {
    const everyone = { remotes: {}, releases: { news: 'news-2' } };
    const canary = { remotes: { news: { release: 'news-3', manifestUrl: CANARY_MANIFEST } }, releases: { news: 'news-3' } };
    const live = { remotes: expect.objectContaining({ news: manifestOf('news') }), releases: { news: 'news-2' } };
    expect(await configOf(everyone)).toMatchObject(live);
    expect(await configOf(everyone)).toMatchObject(live);
    expect(await configOf(canary)).toMatchObject({ remotes: expect.objectContaining({ news: CANARY_MANIFEST, home: manifestOf('home') }), releases: { news: 'news-3' } });
    expect(await configOf(everyone)).toMatchObject(live);
    const unchosen = await configOf({});
    expect(unchosen.remotes.news).toBe(manifestOf('news'));
    expect(unchosen).not.toHaveProperty('releases');
  });
});
