import type { FastifyInstance } from 'fastify';
import { readSiteConfig } from '@group/shared/config';
import { createSiteServer } from '../../create-site-server';
import { makeDist } from '../../__tests__/support/dist-folder';
import { fakeRenderer, newsItemFacts } from '../../__tests__/support/fake-renderer';
import pino from 'pino';
import { captureLog, LEVEL } from '../../__tests__/support/captured-log';
import { signPreviewToken } from '../preview-token';
import { createLocalReleaseCounter } from '../release-counter';
import type { ReleasesFile } from '../releases-file';
import { readCookies } from '../visitor-cookies';
import type * as VisitorCookies from '../visitor-cookies';

// Whether a page's cookies were read at all.
jest.mock('../visitor-cookies', () => {
  const actual = jest.requireActual<typeof VisitorCookies>('../visitor-cookies');
  return { ...actual, readCookies: jest.fn(actual.readCookies) };
});

const SECRET = 'preview-secret-for-tests-0123456789abcdef';
const TOKEN = 'releases-token-for-the-tests-0123456789';
const NEWS = 'https://news.example.com/mf-manifest.json';
const config = readSiteConfig({ REMOTE_NEWS_URL: NEWS });
const dist = makeDist({ 'index.html': '<!doctype html>' });
const RULE = { minPages: 4, maxExtraErrorRate: 0.05 };

const newsReleases: ReleasesFile = {
  live: { release: 'news-2', deployedAt: '2026-11-27T05:00:00.000Z' },
  canary: { release: 'news-3', percent: 50, startedAt: '2026-11-27T06:00:00.000Z' },
  staged: [{ release: 'news-4', deployedAt: '2026-11-27T05:30:00.000Z' }],
};

/** The remotes' deployments as a static host answers: news has releases, the others none. */
const deployments: typeof fetch = async (input) => {
  const url = String(input);
  if (url === 'https://news.example.com/releases.json') return Response.json(newsReleases, { headers: { etag: '"1"' } });
  if (url === 'https://news.example.com/releases/news-3/mf-manifest.json') return Response.json({ metaData: { release: 'news-3', budget: { firstLoadJs: { bytes: 12345, limit: 40000 } } } });
  return new Response('Not found', { status: 404 });
};

let app: FastifyInstance;
let renderer: ReturnType<typeof fakeRenderer>;
let log: ReturnType<typeof captureLog>;

beforeEach(async () => {
  renderer = fakeRenderer({ page: ({ url }) => ({ html: `<main>${url}</main>`, facts: newsItemFacts() }) });
  log = captureLog();
  app = await createSiteServer({
    mode: 'shell',
    root: dist,
    config,
    renderer,
    logger: { level: 'info', stream: log.stream },
    releases: { previewSecret: SECRET, statusToken: TOKEN, rule: RULE, reportsPerMinute: 5, counter: createLocalReleaseCounter(RULE, { log: pino({ level: 'info' }, log.stream) }), fetch: deployments },
  });
});
afterEach(() => app.close());

const page = (url: string, cookie?: string) => app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const cookiesOf = (reply: { headers: Record<string, unknown> }) => ([] as string[]).concat((reply.headers['set-cookie'] as string | string[] | undefined) ?? []);
const report = (body: unknown, ip = '203.0.113.1') =>
  app.inject({ method: 'POST', url: '/_site/remote-errors', headers: { 'content-type': 'application/json' }, remoteAddress: ip, payload: JSON.stringify(body) });

describe('a visitor’s releases', () => {
  it('draw no cohort while no canary runs: the first page sets no cookie, and a shared cache may keep it', async () => {
    newsReleases.canary = null;
    try {
      const reply = await page('/news-centre');
      expect(cookiesOf(reply)).toEqual([]);
      expect(reply.headers['cache-control']).toMatch(/^public, max-age=0, s-maxage=/);
    } finally {
      newsReleases.canary = { release: 'news-3', percent: 50, startedAt: '2026-11-27T06:00:00.000Z' };
    }
  });

  it('start with a sticky cohort cookie on the first page while a canary runs, a page that is theirs alone', async () => {
    const reply = await page('/news-centre');
    expect(cookiesOf(reply)).toEqual([expect.stringMatching(/^site_cohort=\d{1,2}; HttpOnly; SameSite=Lax; Path=\/; Max-Age=2592000$/)]);
    expect(cookiesOf(await page('/news-centre', 'site_cohort=7'))).toEqual([]);
  });

  it('send a visitor in the canary’s share its release, in a page no one may store', async () => {
    const reply = await page('/news-centre', 'site_cohort=49');
    expect(reply.headers['cache-control']).toBe('private, no-store');
    expect(renderer.requests.at(-1)).toMatchObject({ remotes: { news: { release: 'news-3', manifestUrl: 'https://news.example.com/releases/news-3/mf-manifest.json' } }, releases: { news: 'news-3' } });
  });

  it('send the others the live release', async () => {
    const reply = await page('/news-centre', 'site_cohort=50');
    expect(reply.headers['cache-control']).toMatch(/^public, max-age=0, s-maxage=/);
    expect(renderer.requests.at(-1)).toMatchObject({ remotes: {}, releases: { news: 'news-2' } });
  });
});

describe('a preview link', () => {
  const token = signPreviewToken(SECRET, { remote: 'news', release: 'news-4', exp: Math.floor(Date.now() / 1000) + 3600 });

  it('with a valid token sets the preview cookie and leads to the page without it', async () => {
    const reply = await page(`/news-centre?category=2&preview=${token}`);
    expect(reply.statusCode).toBe(302);
    expect(reply.headers.location).toBe('/news-centre?category=2');
    const [cookie] = cookiesOf(reply);
    expect(cookie).toMatch(new RegExp(`^site_preview=${token.replace('.', '\\.')}; HttpOnly; SameSite=Lax; Path=/; Max-Age=\\d+$`));
    // Kept until the token expires, an hour after it was made.
    expect(Number(/Max-Age=(\d+)/.exec(cookie ?? '')?.[1])).toBeGreaterThan(3000);
    expect(Number(/Max-Age=(\d+)/.exec(cookie ?? '')?.[1])).toBeLessThanOrEqual(3600);
    expect(renderer.requests).toEqual([]);
  });

  it('whose token was tampered with is ignored: no cookie, the page as usual', async () => {
    const tampered = signPreviewToken('another-secret-of-at-least-32-characters', { remote: 'news', release: 'news-4', exp: 2_000_000_000 });
    const reply = await page(`/?preview=${tampered}`, 'site_cohort=99');
    expect(reply.statusCode).toBe(200);
    expect(cookiesOf(reply)).toEqual([]);
    expect(renderer.requests.at(-1)).toMatchObject({ remotes: {}, preview: undefined });
  });

  it('once taken, shows the previewed release with its notice and a way out', async () => {
    await page('/', `site_cohort=99; site_preview=${token}`);
    expect(renderer.requests.at(-1)).toMatchObject({ remotes: { news: { release: 'news-4' } }, preview: { remote: 'news', release: 'news-4', leaveUrl: '/_site/leave-preview' } });
    const leave = await page('/_site/leave-preview', `site_preview=${token}`);
    expect(leave.statusCode).toBe(303);
    expect(cookiesOf(leave)).toEqual(['site_preview=; HttpOnly; SameSite=Lax; Path=/; Max-Age=0']);
  });
});

describe('the choice per visitor, made only while there is one', () => {
  const previewToken = signPreviewToken(SECRET, { remote: 'news', release: 'news-4', exp: Math.floor(Date.now() / 1000) + 3600 });
  const deployed = { canary: newsReleases.canary, staged: newsReleases.staged };
  /** News deploys `releases` beside its live one until the test ends (read at the server's first page). */
  const deploying = (releases: Pick<ReleasesFile, 'canary' | 'staged'>) => Object.assign(newsReleases, releases);
  afterEach(() => deploying(deployed));

  it('gives every visitor the live releases without reading a cookie while no canary runs and nothing is staged', async () => {
    deploying({ canary: null, staged: [] });
    jest.mocked(readCookies).mockClear();
    const reply = await page('/news-centre', `site_cohort=3; site_preview=${previewToken}`);
    expect(renderer.requests.at(-1)).toMatchObject({ remotes: {}, releases: { news: 'news-2' }, preview: undefined });
    expect(cookiesOf(reply)).toEqual([]);
    expect(reply.headers['cache-control']).toMatch(/^public, max-age=0, s-maxage=/);
    expect(readCookies).not.toHaveBeenCalled();
  });

  it('still honours a preview cookie while a release is staged and no canary runs', async () => {
    deploying({ canary: null, staged: deployed.staged });
    const reply = await page('/news-centre', `site_preview=${previewToken}`);
    expect(renderer.requests.at(-1)).toMatchObject({ remotes: { news: { release: 'news-4' } }, releases: { news: 'news-4' }, preview: { remote: 'news', release: 'news-4' } });
    expect(reply.headers['cache-control']).toBe('private, no-store');
  });

  it('still splits the visitors by cohort while a canary runs and nothing is staged', async () => {
    deploying({ canary: deployed.canary, staged: [] });
    await page('/news-centre', 'site_cohort=49');
    expect(renderer.requests.at(-1)).toMatchObject({ remotes: { news: { release: 'news-3' } }, releases: { news: 'news-3' } });
    await page('/news-centre', 'site_cohort=50');
    expect(renderer.requests.at(-1)).toMatchObject({ remotes: {}, releases: { news: 'news-2' } });
    expect(cookiesOf(await page('/news-centre'))).toEqual([expect.stringMatching(/^site_cohort=\d{1,2};/)]);
  });
});

describe('error reports', () => {
  it('are counted per release; a malformed one is 400, one too many 429', async () => {
    expect((await report({ remote: 'news', release: 'news-3', kind: 'load', name: 'ChunkLoadError' })).statusCode).toBe(204);
    expect((await report({ remote: 'news', release: 'news-3', kind: 'error', message: 'a visitor’s text' })).statusCode).toBe(400);
    expect((await report({ remote: 'shop', release: 'x', kind: 'error' })).statusCode).toBe(400);
    expect((await app.inject({ method: 'POST', url: '/_site/remote-errors', headers: { 'content-type': 'application/json' }, payload: '{' })).statusCode).toBe(400);
    for (let i = 0; i < 2; i += 1) await report({ remote: 'news', release: 'news-3', kind: 'boundary' });
    expect((await report({ remote: 'news', release: 'news-3', kind: 'boundary' })).statusCode).toBe(429);
    expect((await report({ remote: 'news', release: 'news-3', kind: 'boundary' }, '203.0.113.2')).statusCode).toBe(204);
  });
});

describe('a canary that fails', () => {
  it('is aborted by itself once over the rule: one warning, and every visitor gets the live release', async () => {
    for (let i = 0; i < 4; i += 1) await page('/news-centre', 'site_cohort=0');
    for (let i = 0; i < 4; i += 1) await page('/news-centre', 'site_cohort=99');
    expect(renderer.requests.at(-5)).toMatchObject({ remotes: { news: { release: 'news-3' } } });
    await report({ remote: 'news', release: 'news-3', kind: 'error', name: 'TypeError' });
    expect(log.lines().filter((line) => line.level === LEVEL.warn && /canary release was aborted/.test(String(line.msg)))).toEqual([
      expect.objectContaining({ remote: 'news', canary: 'news-3', live: 'news-2', canaryErrorRate: 0.25, liveErrorRate: 0, canaryPages: 4, livePages: 4 }),
    ]);
    const after = await page('/news-centre', 'site_cohort=0');
    expect(after.headers['cache-control']).toMatch(/^public, max-age=0, s-maxage=/);
    expect(renderer.requests.at(-1)).toMatchObject({ remotes: {}, releases: { news: 'news-2' } });
  });
});

describe('the releases’ status', () => {
  const bearer = { authorization: `Bearer ${TOKEN}` };

  it('asks for the token', async () => {
    expect((await app.inject({ method: 'GET', url: '/_site/releases' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/_site/releases', headers: { authorization: 'Bearer not-the-token' } })).statusCode).toBe(401);
  });

  it('lists each remote’s releases with their budgets and counts', async () => {
    await page('/news-centre', 'site_cohort=0');
    const reply = await app.inject({ method: 'GET', url: '/_site/releases', headers: bearer });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['cache-control']).toBe('no-store');
    expect(reply.json().remotes.news).toEqual({
      live: { release: 'news-2', deployedAt: '2026-11-27T05:00:00.000Z', budget: null, pages: 0, errors: 0 },
      canary: { release: 'news-3', percent: 50, startedAt: '2026-11-27T06:00:00.000Z', budget: { firstLoadJs: { bytes: 12345, limit: 40000 } }, pages: 1, errors: 0, autoAborted: false, abortedAt: null, abortReason: null },
      aborted: null,
      staged: [{ release: 'news-4', deployedAt: '2026-11-27T05:30:00.000Z', budget: null, pages: 0, errors: 0 }],
    });
    expect(reply.json().remotes.home).toEqual({ live: null, canary: null, aborted: null, staged: [] });
  });

  it('is a page for a browser signed in through its form, from the site only', async () => {
    const html = { accept: 'text/html' };
    const form = await app.inject({ method: 'GET', url: '/_site/releases', headers: html });
    expect(form.statusCode).toBe(200);
    expect(form.body).not.toContain('news-3');
    expect(form.body).toContain('<form method="post" action="/_site/releases">');
    const post = (token: string, origin = 'http://localhost:3000') =>
      app.inject({ method: 'POST', url: '/_site/releases', headers: { 'content-type': 'application/x-www-form-urlencoded', origin }, payload: `token=${encodeURIComponent(token)}` });
    expect((await post('wrong')).statusCode).toBe(401);
    expect((await post(TOKEN, 'https://elsewhere.example')).statusCode).toBe(403);
    const signIn = await post(TOKEN);
    expect(signIn.statusCode).toBe(303);
    const [cookie] = cookiesOf(signIn);
    expect(cookie).toMatch(/^site_releases=[\w-]+; HttpOnly; SameSite=Strict; Path=\/_site\/releases; Max-Age=43200$/);
    expect(cookie).not.toContain(TOKEN);
    const status = await app.inject({ method: 'GET', url: '/_site/releases', headers: { ...html, cookie: cookie!.split(';')[0]! } });
    expect(status.statusCode).toBe(200);
    expect(status.body).toContain('<h2>news</h2>');
    expect(status.body).toContain('news-3');
  });
});

describe('without a releases token', () => {
  it('the status is not there', async () => {
    const bare = await createSiteServer({ mode: 'shell', root: dist, config, renderer, releases: { rule: RULE, reportsPerMinute: 5, counter: createLocalReleaseCounter(RULE, { log: pino({ level: 'info' }, log.stream) }), fetch: deployments } });
    expect((await bare.inject({ method: 'GET', url: '/_site/releases' })).statusCode).toBe(404);
    await bare.close();
  });
});
