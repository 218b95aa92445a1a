import { PUBLISHED_METRICS_TOKENS } from '../config/site-server-variables';
import { plainRequest } from './support/plain-http';
import { seriesValue } from './support/prometheus-text';
import { startTwoWorkers } from './support/two-workers';
import type { TwoWorkers } from './support/two-workers';

const TOKEN = PUBLISHED_METRICS_TOKENS[0] ?? '';

/** A GET on a connection of its own, so that either worker may take it. */
const get = (port: number, pathname: string, headers: Record<string, string> = {}) => plainRequest(port, pathname, { headers });

let server: TwoWorkers;
let port: number;
beforeAll(async () => {
  server = await startTwoWorkers({ METRICS_TOKEN: TOKEN });
  ({ port } = server);
}, 60_000);
afterAll(async () => {
  await server?.stop();
});

describe('a server of two workers', () => {
  it('serves at /metrics the requests of both workers, added up, whichever worker the scrape reaches', async () => {
    // Pages until each worker has rendered some: every request on a connection of its own.
    const renderedBy = new Map<string, number>();
    let pages = 0;
    while ((renderedBy.size < 2 || pages < 20) && pages < 400) {
      const page = await get(port, '/news-centre');
      expect(page.status).toBe(200);
      const pid = String(page.headers['x-rendered-by']);
      renderedBy.set(pid, (renderedBy.get(pid) ?? 0) + 1);
      pages += 1;
    }
    expect(renderedBy.size).toBe(2);
    expect([...renderedBy.values()].every((count) => count < pages)).toBe(true);

    // Scrapes land on either worker: each answers with the sum of both.
    for (let i = 0; i < 4; i += 1) {
      const reply = await get(port, '/metrics', { authorization: `Bearer ${TOKEN}` });
      expect(reply.status).toBe(200);
      expect(seriesValue(reply.body, 'site_server_http_requests_total', { kind: 'page', status_class: '2xx' })).toBe(pages);
      expect(seriesValue(reply.body, 'site_server_page_render_duration_seconds_count', { route: '/news-centre', remote: 'news', status_class: '2xx' })).toBe(pages);
      expect(seriesValue(reply.body, 'site_server_api_reads_total', { route: '/news-centre' })).toBe(2 * pages);
    }
  }, 60_000);

  it('answers 401 to a scrape without the token, on either worker', async () => {
    for (let i = 0; i < 4; i += 1) expect((await get(port, '/metrics')).status).toBe(401);
  });

  it('logs one JSON line per request from each worker, and the primary in the same format', () => {
    const lines = server
      .stdout()
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    const pids = new Set(lines.filter((line) => line.msg === 'request completed' && line.kind === 'page').map((line) => line.pid));
    expect(pids.size).toBe(2);
    expect(lines.find((line) => line.msg === 'the shell’s server is listening')).toMatchObject({ level: 30, url: `http://localhost:${port}`, workers: 2, pid: expect.any(Number) });
  });
});
