/** @jest-environment node */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { readSiteConfig, remoteNames } from '@group/shared/config';
import type { RemoteName, SiteConfig } from '@group/shared/config';
import { PAGE_ASSETS_FILE } from '@group/shared/page-renderer';
import { createPageRenderer } from '../render-page';

// Federation on Node, as the renderer drives it: the company remote's routes module is the one of
// two-sites-company-module.tsx, whichever site asks for it.
jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
  loadRemote: jest.fn(async (id: string) => (id === 'mfe_company/routes' ? jest.requireActual('./two-sites-company-module').companyModule : undefined)),
}));

/** What one site's backend answers, a little late, so that the two sites' renders overlap. */
type Backend = { email: string; metaTitle: string; description: string; ventures: 'listed' | 'down'; delayMs: number };

type RunningBackend = { url: string; paths: string[]; close: () => Promise<void> };

const answers = (backend: Backend): Record<string, { status: number; body: unknown }> => ({
  '/globals': { status: 200, body: { status: 200, data: [{ address: 'Mumbai', google_maps_url: '', email: backend.email, phone_number: '', social_media_links: [] }] } },
  '/business-ventures/category':
    backend.ventures === 'listed' ? { status: 200, body: { status: 200, data: [{ title: 'Sports', slug: 'sports', status: true, sections: [] }] } } : { status: 503, body: {} },
  '/page-meta/our_company': { status: 200, body: { status: 200, data: { meta_title: backend.metaTitle, meta_description: backend.description, og_image: { url: 'og/our-company.jpg' } } } },
  '/newscentre/categories': { status: 200, body: { status: 200, data: [] } },
  '/newscentre/initial': { status: 200, body: { status: 200, data: {} } },
});

/** A backend of SPEC §7 for one site, on a port of its own; it notes every path asked for. */
function startBackend(backend: Backend): Promise<RunningBackend> {
  const paths: string[] = [];
  const server = http.createServer((request, response) => {
    const asked = request.url ?? '/';
    paths.push(asked);
    const answer = answers(backend)[asked] ?? { status: 404, body: {} };
    setTimeout(() => response.writeHead(answer.status, { 'Content-Type': 'application/json' }).end(JSON.stringify(answer.body)), backend.delayMs);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      resolve({ url, paths, close: () => new Promise((done) => server.close(() => done())) });
    });
  });
}

/** A site's configuration as site-server reads it, its remotes' manifests on its own backend (none are there). */
const siteConfig = (siteUrl: string, api: RunningBackend): SiteConfig => ({
  ...readSiteConfig({ SITE_URL: siteUrl, API_BASE_URL: api.url }),
  remotes: Object.fromEntries(remoteNames.map((name) => [name, `${api.url}/${name}/mf-manifest.json`])) as Record<RemoteName, string>,
});

const pageState = (html: string) => JSON.parse(/<script type="application\/json" id="site-page-state">(.*?)<\/script>/.exec(html)?.[1] ?? 'null');

let root: string;
const running: RunningBackend[] = [];
const renderers: { close: () => void }[] = [];

beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'shell-build-'));
  fs.writeFileSync(path.join(root, PAGE_ASSETS_FILE), JSON.stringify({ bootstrapScripts: ['/main.js?1'], stylesheets: [] }));
});

afterEach(async () => {
  renderers.splice(0).forEach((renderer) => renderer.close());
  await Promise.all(running.splice(0).map((backend) => backend.close()));
});

afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

/** A site at `siteUrl`: its backend, and a renderer of its own made with its configuration. */
async function startSite(siteUrl: string, backend: Backend) {
  const api = await startBackend(backend);
  running.push(api);
  const renderer = createPageRenderer({ config: siteConfig(siteUrl, api), root });
  renderers.push(renderer);
  return { api, renderer };
}

describe('two sites rendered by one process', () => {
  it('renders each page, at the same time, with its own site’s configuration, content and toasts', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const [tundra, savanna] = await Promise.all([
      startSite('https://tundra.example', {
        email: 'hello@tundra.example',
        metaTitle: 'Tundra Group | Our Company',
        description: '<p>Tundra<script>steal()</script></p>',
        ventures: 'down',
        delayMs: 120,
      }),
      startSite('https://savanna.example/', { email: 'hello@savanna.example', metaTitle: 'Savanna Group | Our Company', description: '<p>Savanna</p>', ventures: 'listed', delayMs: 20 }),
    ]);

    const [tundraPage, savannaPage] = await Promise.all([
      tundra.renderer.render({ url: '/our-company' }),
      savanna.renderer.render({ url: '/our-company' }),
    ]);
    const [tundraHtml, savannaHtml] = await Promise.all([text(tundraPage.stream), text(savannaPage.stream)]);

    expect([tundraPage.status, savannaPage.status]).toEqual([200, 200]);
    // Addresses: canonical link, sharing image and the configuration handed to the browser.
    expect(tundraHtml).toContain('<link rel="canonical" href="https://tundra.example/our-company"/>');
    expect(savannaHtml).toContain('<link rel="canonical" href="https://savanna.example/our-company"/>');
    expect(tundraHtml).toContain(`<meta property="og:image" content="${tundra.api.url}/images/og/our-company.jpg"/>`);
    expect(savannaHtml).toContain(`<meta property="og:image" content="${savanna.api.url}/images/og/our-company.jpg"/>`);
    expect(tundraHtml).toContain(`"apiBaseUrl":"${tundra.api.url}"`);
    expect(savannaHtml).toContain(`"apiBaseUrl":"${savanna.api.url}"`);
    // Content: the page's and the layout's, each from its own backend, sanitized on each side.
    expect(tundraHtml).toContain('<h1>Tundra Group | Our Company</h1>');
    expect(savannaHtml).toContain('<h1>Savanna Group | Our Company</h1>');
    expect(tundraHtml).toContain('<div><p>Tundra</p></div>');
    expect(tundraHtml).toContain('hello@tundra.example');
    expect(savannaHtml).toContain('hello@savanna.example');
    expect(tundraHtml).not.toMatch(/savanna/i);
    expect(savannaHtml).not.toMatch(/tundra/i);
    // Each backend was asked by its own site only, and the toast of a read that failed is the page's that made it.
    expect(tundra.api.paths).toEqual(expect.arrayContaining(['/globals', '/business-ventures/category', '/page-meta/our_company']));
    expect(savanna.api.paths).toEqual(expect.arrayContaining(['/globals', '/business-ventures/category', '/page-meta/our_company']));
    expect(pageState(tundraHtml).toasts).toEqual([{ kind: 'error', message: 'Internal Server Error' }]);
    expect(pageState(savannaHtml).toasts).toEqual([]);
    expect(pageState(savannaHtml).ventureCategories).toEqual([expect.objectContaining({ slug: 'sports' })]);
  });

  it('makes each site’s sitemap on its own address, from its own backend', async () => {
    const [tundra, savanna] = await Promise.all([
      startSite('https://tundra.example', { email: 'hello@tundra.example', metaTitle: 'Tundra', description: '', ventures: 'listed', delayMs: 60 }),
      startSite('https://savanna.example', { email: 'hello@savanna.example', metaTitle: 'Savanna', description: '', ventures: 'down', delayMs: 10 }),
    ]);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);

    const [tundraMap, savannaMap] = await Promise.all([tundra.renderer.sitemap(), savanna.renderer.sitemap()]);
    expect(tundraMap).toContain('<loc>https://tundra.example/business-venture/sports</loc>');
    expect(tundraMap).not.toContain('savanna.example');
    // Savanna's venture list cannot be read: its sitemap is not made, whatever tundra's backend says.
    expect(savannaMap).toBeUndefined();
    expect(savanna.api.paths).toContain('/business-ventures/category');
  });
});
