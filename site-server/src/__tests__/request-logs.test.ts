import type { FastifyInstance } from 'fastify';
import { readSiteConfig } from '@group/shared/config';
import type { PageRenderer } from '@group/shared/page-renderer';
import { createSiteServer } from '../create-site-server';
import type { ShellSiteOptions } from '../create-site-server';
import { captureLog, LEVEL } from './support/captured-log';
import type { CapturedLog } from './support/captured-log';
import { makeDist } from './support/dist-folder';
import { fakeRenderer, newsItemFacts } from './support/fake-renderer';

const dist = makeDist({ 'main.js': 'console.log("shell")', 'logo.4bd5280ed1.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>' });
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

let log: CapturedLog;
let app: FastifyInstance;

async function serve({ renderer = fakeRenderer({ page: () => ({ html: '<!doctype html><p>A story</p>', facts: newsItemFacts() }) }), ...options }: Partial<ShellSiteOptions> = {}) {
  log = captureLog();
  app = await createSiteServer({ mode: 'shell', root: dist, config: readSiteConfig({}), renderer, logger: { level: 'info', stream: log.stream }, ...options });
}
afterEach(() => app.close());

/** The lines about requests: what the server writes once per request. */
const requestLines = () => log.lines().filter((line) => line.msg === 'request completed' || line.msg === 'request aborted');

describe('a request’s log line', () => {
  it('is one line per page, naming its request id, route pattern, remote, release, budget and API reads', async () => {
    await serve();
    const reply = await app.inject({ method: 'GET', url: '/news-centre/solar-park?utm_source=mail&email=visitor%40example.com' });
    expect(reply.statusCode).toBe(200);
    expect(log.lines()).toHaveLength(1);
    expect(log.lines()[0]).toMatchObject({
      level: LEVEL.info,
      msg: 'request completed',
      reqId: reply.headers['x-request-id'],
      kind: 'page',
      method: 'GET',
      route: '/news-centre/:slug',
      status: 200,
      durationMs: expect.any(Number),
      remote: 'news',
      release: '2026.11.3',
      budgetExceeded: false,
      apiReads: { count: 3, cached: 1, stale: 0, failed: 0, waitedMs: 42 },
    });
  });

  it('never holds the path, the query, cookies or headers the visitor sent', async () => {
    await serve();
    await app.inject({
      method: 'GET',
      url: '/contact-us?name=Ada+Lovelace&phone=5550100',
      headers: { cookie: 'session=s3cr3t-cookie', 'user-agent': 'AgentOfTheVisitor/1.0', referer: 'https://elsewhere.example/from-here' },
    });
    const text = log.text();
    for (const visitorText of ['Ada', '5550100', 'contact-us', 's3cr3t-cookie', 'AgentOfTheVisitor', 'elsewhere.example']) expect(text).not.toContain(visitorText);
  });

  it('says null for the route and the remote of a page no route matched, and leaves out what a renderer that does not tell did not say', async () => {
    await serve({ renderer: fakeRenderer({ page: () => ({ status: 404, html: '<!doctype html>', facts: newsItemFacts({ route: null, remote: null, release: null }) }) }) });
    await app.inject({ method: 'GET', url: '/no-such-page' });
    expect(requestLines()[0]).toMatchObject({ kind: 'page', route: null, remote: null, release: null, status: 404 });

    await app.close();
    await serve({ renderer: fakeRenderer() });
    await app.inject({ method: 'GET', url: '/news-centre' });
    const [line] = requestLines();
    expect(line).toMatchObject({ kind: 'page', route: null, status: 200 });
    expect(line).not.toHaveProperty('apiReads');
  });

  it.each([
    ['/main.js', 'static-file', 200, undefined],
    ['/missing.4bd5280ed1.js', 'static-file', 404, undefined],
    ['/robots.txt', 'crawler-file', 200, '/robots.txt'],
    ['/sitemap.xml', 'crawler-file', 503, '/sitemap.xml'],
    ['/healthz', 'health', 200, '/healthz'],
    ['/metrics', 'metrics', 404, '/metrics'],
  ])('names %s a %s request, with its status, and no path of the visitor’s', async (url, kind, status, route) => {
    await serve();
    await app.inject({ method: 'GET', url: `${url}?v=visitor-query` });
    const lines = log.lines().filter((line) => line.level === LEVEL.info);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ msg: 'request completed', kind, status, method: 'GET' });
    expect(lines[0]?.route).toBe(route);
    expect(log.text()).not.toContain('visitor-query');
  });

  it('is the only line of a request the site does not take: a form posted to it, its body unread in the log', async () => {
    await serve();
    const reply = await app.inject({ method: 'POST', url: '/contact-us', headers: { 'content-type': 'application/json' }, payload: '{"email": "ada@example.com", broken' });
    expect(reply.statusCode).toBe(400);
    expect(log.lines()).toHaveLength(1);
    expect(log.lines()[0]).toMatchObject({ kind: 'static-file', method: 'POST', status: reply.statusCode });
    expect(log.text()).not.toContain('ada@example.com');
  });

  it('is written from LOG_LEVEL=info up: none at warn', async () => {
    log = captureLog();
    app = await createSiteServer({ mode: 'shell', root: dist, config: readSiteConfig({}), renderer: fakeRenderer(), logger: { level: 'warn', stream: log.stream } });
    await app.inject({ method: 'GET', url: '/' });
    await app.inject({ method: 'GET', url: '/main.js' });
    expect(log.lines()).toEqual([]);
  });
});

describe('the request id', () => {
  it('is made fresh for each request and sent back as X-Request-Id', async () => {
    await serve();
    const first = await app.inject({ method: 'GET', url: '/main.js' });
    const second = await app.inject({ method: 'GET', url: '/main.js' });
    expect(first.headers['x-request-id']).toMatch(UUID);
    expect(second.headers['x-request-id']).toMatch(UUID);
    expect(first.headers['x-request-id']).not.toBe(second.headers['x-request-id']);
    expect(requestLines().map((line) => line.reqId)).toEqual([first.headers['x-request-id'], second.headers['x-request-id']]);
  });

  it.each([false, 0, '10.0.0.0/8'] as const)('is not taken from a client TRUST_PROXY=%s does not trust', async (trustProxy) => {
    await serve({ trustProxy });
    const reply = await app.inject({ method: 'GET', url: '/', headers: { 'x-request-id': 'edge-4f2a9c' } });
    expect(reply.headers['x-request-id']).toMatch(UUID);
  });

  it.each([true, 1, '127.0.0.1', 'loopback'] as const)('is taken from a proxy trusted by TRUST_PROXY=%s', async (trustProxy) => {
    await serve({ trustProxy });
    const reply = await app.inject({ method: 'GET', url: '/', headers: { 'x-request-id': 'edge-4f2a9c:1.2_3' } });
    expect(reply.headers['x-request-id']).toBe('edge-4f2a9c:1.2_3');
    expect(requestLines()[0]?.reqId).toBe('edge-4f2a9c:1.2_3');
  });

  it('is not taken from a trusted proxy when it is not a plain token', async () => {
    await serve({ trustProxy: true });
    for (const given of ['two words', 'x'.repeat(129), 'line\\nbreak', '"quoted"', 'é']) {
      const reply = await app.inject({ method: 'GET', url: '/main.js', headers: { 'x-request-id': given } });
      expect(reply.headers['x-request-id']).toMatch(UUID);
    }
  });

  it('goes to the renderer with the request’s logger, whose lines carry it', async () => {
    const renderer: PageRenderer & { requests: unknown[] } = fakeRenderer({
      page: (request) => {
        request.log?.warn({ query: 'globals' }, 'an API read failed');
        return { html: '<!doctype html>' };
      },
    });
    await serve({ renderer });
    const reply = await app.inject({ method: 'GET', url: '/' });
    const id = reply.headers['x-request-id'];
    expect(renderer.requests).toEqual([expect.objectContaining({ requestId: id })]);
    expect(log.lines().find((line) => line.msg === 'an API read failed')).toMatchObject({ level: LEVEL.warn, reqId: id, query: 'globals' });
  });
});

describe('the shell’s renderer', () => {
  it('logs through the server’s logger', async () => {
    const shellDist = makeDist({
      'main.js': 'console.log("shell")',
      'server/server.js': `exports.createPageRenderer = (options) => {
        options.log.warn({ remote: 'news' }, 'the news remote could not be loaded on the server');
        return { render: async () => { throw new Error('not asked'); }, sitemap: async () => undefined, close: () => undefined };
      };\n`,
    });
    log = captureLog();
    app = await createSiteServer({ mode: 'shell', root: shellDist, config: readSiteConfig({}), logger: { level: 'info', stream: log.stream } });
    expect(log.lines()).toEqual([expect.objectContaining({ level: LEVEL.warn, remote: 'news', msg: 'the news remote could not be loaded on the server' })]);
  });
});
