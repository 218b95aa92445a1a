import type { FastifyInstance } from 'fastify';
import { readSiteConfig } from '@group/shared/config';
import type { PageFacts } from '@group/shared/page-renderer';
import { createSiteServer } from '../create-site-server';
import { PUBLISHED_METRICS_TOKENS } from '../config/site-server-variables';
import { makeDist } from './support/dist-folder';
import { fakeRenderer, newsItemFacts } from './support/fake-renderer';
import { seriesValue } from './support/prometheus-text';

const dist = makeDist({ 'main.js': 'console.log("shell")' });
const TOKEN = PUBLISHED_METRICS_TOKENS[0] ?? '';

/** Facts of each page by its path: what the fake renderer says of it. */
const FACTS: Record<string, PageFacts> = {
  '/news-centre/solar-park': newsItemFacts({ apiReads: { count: 3, cached: 1, stale: 1, failed: 0, waitedMs: 40 } }),
  '/news-centre/wind-farm': newsItemFacts({ budgetExceeded: true, apiReads: { count: 3, cached: 0, stale: 0, failed: 2, waitedMs: 1000 } }),
  '/': newsItemFacts({ route: '/', remote: 'home', apiReads: { count: 2, cached: 2, stale: 0, failed: 0, waitedMs: 0 } }),
  '/no-such-page': newsItemFacts({ route: null, remote: null, release: null, apiReads: { count: 0, cached: 0, stale: 0, failed: 0, waitedMs: 0 } }),
};

let app: FastifyInstance;
afterEach(() => app.close());

async function serve({ token }: { token: string | undefined } = { token: TOKEN }) {
  const renderer = fakeRenderer({
    page: ({ url }) => ({ status: url === '/no-such-page' ? 404 : 200, html: '<!doctype html>', facts: FACTS[url] }),
  });
  app = await createSiteServer({ mode: 'shell', root: dist, config: readSiteConfig({}), renderer, metrics: token === undefined ? undefined : { token } });
}

const scrape = async (authorization = `Bearer ${TOKEN}`) => app.inject({ method: 'GET', url: '/metrics', headers: { authorization } });

describe('GET /metrics', () => {
  it('counts the pages rendered: their time by route, remote and status, their API reads, their budget, and every request by kind', async () => {
    await serve();
    for (const url of ['/news-centre/solar-park', '/news-centre/wind-farm', '/news-centre/solar-park', '/', '/no-such-page', '/main.js', '/healthz']) {
      await app.inject({ method: 'GET', url });
    }
    const reply = await scrape();
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(reply.headers['cache-control']).toBe('no-store');
    const text = reply.body;
    const value = (name: string, labels: Record<string, string> = {}) => seriesValue(text, name, labels);

    expect(value('site_server_page_render_duration_seconds_count', { route: '/news-centre/:slug', remote: 'news', status_class: '2xx' })).toBe(3);
    expect(value('site_server_page_render_duration_seconds_count', { route: '/', remote: 'home', status_class: '2xx' })).toBe(1);
    expect(value('site_server_page_render_duration_seconds_count', { route: '(unmatched)', remote: 'none', status_class: '4xx' })).toBe(1);

    expect(value('site_server_api_reads_total', { route: '/news-centre/:slug' })).toBe(9);
    expect(value('site_server_api_reads_cached_total', { route: '/news-centre/:slug' })).toBe(2);
    expect(value('site_server_api_reads_stale_total', { route: '/news-centre/:slug' })).toBe(2);
    expect(value('site_server_api_reads_failed_total', { route: '/news-centre/:slug' })).toBe(2);
    expect(value('site_server_api_reads_cached_total', { route: '/' })).toBe(2);
    // Pages that waited for the API: the home page read from the cache alone.
    expect(value('site_server_api_wait_seconds_count', { route: '/news-centre/:slug' })).toBe(3);
    expect(value('site_server_api_wait_seconds_sum', { route: '/news-centre/:slug' })).toBeCloseTo(1.08);
    expect(value('site_server_api_wait_seconds_count', { route: '/' })).toBeUndefined();

    expect(value('site_server_render_budget_exceeded_total', { route: '/news-centre/:slug' })).toBe(1);
    expect(value('site_server_render_budget_exceeded_total', { route: '/' })).toBeUndefined();

    expect(value('site_server_http_requests_total', { kind: 'page', status_class: '2xx' })).toBe(4);
    expect(value('site_server_http_requests_total', { kind: 'page', status_class: '4xx' })).toBe(1);
    expect(value('site_server_http_requests_total', { kind: 'static-file', status_class: '2xx' })).toBe(1);
    expect(value('site_server_http_requests_total', { kind: 'health', status_class: '2xx' })).toBe(1);
    expect(value('site_server_http_requests_total', { kind: 'crawler-file', status_class: '2xx' })).toBe(0);
  });

  it('serves the process’s own metrics, and counts its scrapes', async () => {
    await serve();
    await scrape();
    const text = (await scrape()).body;
    expect(seriesValue(text, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(seriesValue(text, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
    expect(seriesValue(text, 'site_server_http_requests_total', { kind: 'metrics', status_class: '2xx' })).toBe(1);
  });

  it.each([
    ['no token', undefined],
    ['a wrong token', `Bearer ${TOKEN.slice(0, -1)}x`],
    ['the token with another scheme', `Basic ${TOKEN}`],
    ['an empty bearer token', 'Bearer '],
  ])('answers 401 to a scraper with %s', async (_case, authorization) => {
    await serve();
    const reply = await app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });
    expect(reply.statusCode).toBe(401);
    expect(reply.headers['www-authenticate']).toBe('Bearer');
    expect(reply.body).not.toContain('site_server_');
  });

  it('answers 404 without rendering a page when no token is set, and keeps no metrics', async () => {
    await serve({ token: undefined });
    const reply = await scrape();
    expect(reply.statusCode).toBe(404);
    expect(reply.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(reply.body).not.toContain('site_server_');
  });
});

describe('what happens to the remotes', () => {
  it('is counted by remote: load failures, refusals and new deployments, each from 0', async () => {
    // A shell build whose renderer tells of its remotes as the shell's does.
    const shellDist = makeDist({
      'main.js': 'console.log("shell")',
      'server/server.js': `exports.createPageRenderer = (options) => {
        options.onRemoteEvent({ kind: 'load-failed', remote: 'news' });
        options.onRemoteEvent({ kind: 'load-failed', remote: 'news' });
        options.onRemoteEvent({ kind: 'refused', remote: 'forms' });
        options.onRemoteEvent({ kind: 'updated', remote: 'home' });
        return { render: async () => { throw new Error('not asked'); }, sitemap: async () => undefined, close: () => undefined };
      };\n`,
    });
    app = await createSiteServer({ mode: 'shell', root: shellDist, config: readSiteConfig({}), metrics: { token: TOKEN } });
    const text = (await scrape()).body;
    expect(seriesValue(text, 'site_server_remote_load_failures_total', { remote: 'news' })).toBe(2);
    expect(seriesValue(text, 'site_server_remote_load_failures_total', { remote: 'home' })).toBe(0);
    expect(seriesValue(text, 'site_server_remote_refusals_total', { remote: 'forms' })).toBe(1);
    expect(seriesValue(text, 'site_server_remote_updates_total', { remote: 'home' })).toBe(1);
    expect(seriesValue(text, 'site_server_remote_updates_total', { remote: 'ventures' })).toBe(0);
  });
});
