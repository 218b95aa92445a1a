import http from 'node:http';
import { abortLines } from '../../__tests__/support/news-releases';
import { plainRequest } from '../../__tests__/support/plain-http';
import { startTwoWorkers } from '../../__tests__/support/two-workers';
import type { TwoWorkers } from '../../__tests__/support/two-workers';

const TOKEN = 'releases-token-for-the-tests-0123456789';

/** The news remote's deployment: news-2 live, news-3 a canary for half the visitors. */
const deployment = http.createServer((request, response) => {
  if (request.url !== '/releases.json') return void response.writeHead(404).end();
  response.writeHead(200, { 'Content-Type': 'application/json' }).end(
    JSON.stringify({
      live: { release: 'news-2', deployedAt: '2026-11-27T05:00:00.000Z' },
      canary: { release: 'news-3', percent: 50, startedAt: '2026-11-27T06:00:00.000Z' },
      staged: [],
      history: [],
    }),
  );
});

type NewsStatus = { canary: { pages: number; errors: number; autoAborted: boolean }; live: { pages: number } };

let server: TwoWorkers;
let port: number;
beforeAll(async () => {
  await new Promise<void>((resolve) => deployment.listen(0, '127.0.0.1', resolve));
  const { port: deploymentPort } = deployment.address() as { port: number };
  server = await startTwoWorkers({
    RELEASES_TOKEN: TOKEN,
    // Each worker renders fewer than this: only their sum reaches it.
    CANARY_MIN_PAGES: '20',
    REMOTE_NEWS_URL: `http://127.0.0.1:${deploymentPort}/mf-manifest.json`,
  });
  ({ port } = server);
}, 60_000);
afterAll(async () => {
  await server?.stop();
  deployment.close();
});

const page = (cohort: number) => plainRequest(port, '/news-centre', { headers: { cookie: `site_cohort=${cohort}` } });
const newsStatus = async (): Promise<NewsStatus> => (JSON.parse((await plainRequest(port, '/_site/releases', { headers: { authorization: `Bearer ${TOKEN}` } })).body) as { remotes: { news: NewsStatus } }).remotes.news;

/** The news remote's status once `condition` holds (the workers send their counts in batches), or as it is after 200 asks. */
async function statusWith(condition: (status: NewsStatus) => boolean): Promise<NewsStatus> {
  let status = await newsStatus();
  for (let asked = 1; !condition(status) && asked < 200; asked += 1) status = await newsStatus();
  return status;
}

describe('a server of two workers', () => {
  it('adds up both workers’ counts in the primary, which aborts the canary for every worker', async () => {
    const renderedBy = new Set<string>();
    for (let i = 0; i < 20; i += 1) {
      const reply = await page(10);
      expect(reply.headers['x-news-release']).toBe('news-3');
      renderedBy.add(String(reply.headers['x-rendered-by']));
    }
    for (let i = 0; i < 10; i += 1) expect((await page(90)).headers['x-news-release']).toBe('news-2');
    expect(renderedBy.size).toBe(2);
    expect(await statusWith((status) => status.canary.pages === 20 && status.live.pages === 10)).toMatchObject({ canary: { pages: 20, errors: 0, autoAborted: false }, live: { pages: 10 } });

    const report = JSON.stringify({ remote: 'news', release: 'news-3', kind: 'load', name: 'ChunkLoadError' });
    for (let i = 0; i < 2; i += 1) {
      expect((await plainRequest(port, '/_site/remote-errors', { method: 'POST', headers: { 'content-type': 'application/json' }, body: report })).status).toBe(204);
    }
    expect(await statusWith((status) => status.canary.autoAborted)).toMatchObject({ canary: { autoAborted: true } });
    // Every worker sends the canary's share the live release from now on.
    const after = new Map<string, string>();
    for (let i = 0; i < 20; i += 1) {
      const reply = await page(10);
      after.set(String(reply.headers['x-rendered-by']), String(reply.headers['x-news-release']));
    }
    expect(after.size).toBe(2);
    expect([...after.values()]).toEqual(['news-2', 'news-2']);
    expect(abortLines(server)).toHaveLength(1);
  }, 60_000);
});
