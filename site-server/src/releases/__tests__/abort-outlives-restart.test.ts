import fs from 'node:fs';
import { describeReleases } from '@group/deployment-folder';
import { plainRequest } from '../../__tests__/support/plain-http';
import { releaseFolder, serveFolder } from '../../__tests__/support/release-folder';
import type { ServedFolder } from '../../__tests__/support/release-folder';
import { startTwoWorkers } from '../../__tests__/support/two-workers';
import type { TwoWorkers } from '../../__tests__/support/two-workers';

const TOKEN = 'releases-token-for-the-tests-0123456789';
const REASON = 'aborted automatically: error rate 0.1 vs 0 over 20 pages';

type NewsStatus = { canary: { release: string; autoAborted: boolean } | null; aborted: { release: string; by: string; reason: string | null } | null };

const page = (server: TwoWorkers, cohort: number) => plainRequest(server.port, '/news-centre', { headers: { cookie: `site_cohort=${cohort}` } });
const releaseOf = async (server: TwoWorkers, cohort: number) => String((await page(server, cohort)).headers['x-news-release']);
const newsStatus = async (server: TwoWorkers): Promise<NewsStatus> =>
  (JSON.parse((await plainRequest(server.port, '/_site/releases', { headers: { authorization: `Bearer ${TOKEN}` } })).body) as { remotes: { news: NewsStatus } }).remotes.news;

/**
 * Asks `question` until `condition` holds of its answer, at most 200 times, 50 ms apart: the
 * primary hears of counts in batches, and servers read releases.json each second.
 */
async function askUntil<T>(question: () => Promise<T>, condition: (answer: T) => boolean): Promise<T> {
  let answer = await question();
  for (let asked = 1; !condition(answer) && asked < 200; asked += 1) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    answer = await question();
  }
  return answer;
}

let folder: string;
let deployment: ServedFolder;
let first: TwoWorkers | undefined;
let other: TwoWorkers | undefined;
let restarted: TwoWorkers | undefined;
let settings: Record<string, string>;

beforeAll(async () => {
  // news-2 live, news-3 a canary for half the visitors, in a deployment folder as the commands leave it, served as a static host serves it.
  folder = releaseFolder({ live: 'news-2', canary: 'news-3', percent: 50 });
  deployment = await serveFolder(folder);
  settings = { RELEASES_TOKEN: TOKEN, CANARY_MIN_PAGES: '20', REMOTE_NEWS_URL: deployment.manifestUrl, REMOTE_NEWS_FOLDER: folder };
  first = await startTwoWorkers(settings);
  // A second server on the same deployment, as behind a load balancer.
  other = await startTwoWorkers({ ...settings, WEB_CONCURRENCY: '1' });
}, 60_000);
afterAll(async () => {
  await Promise.all([first, other, restarted].map((server) => server?.stop()));
  await deployment?.close();
  fs.rmSync(folder, { recursive: true, force: true });
});

describe('a canary aborted by the rule', () => {
  it('stays aborted on every server reading its releases.json, and after the server is killed and started again', async () => {
    for (let i = 0; i < 20; i += 1) expect(await releaseOf(first!, 10)).toBe('news-3');
    expect(await releaseOf(other!, 10)).toBe('news-3');
    const report = JSON.stringify({ remote: 'news', release: 'news-3', kind: 'load', name: 'ChunkLoadError' });
    for (let i = 0; i < 2; i += 1) {
      expect((await plainRequest(first!.port, '/_site/remote-errors', { method: 'POST', headers: { 'content-type': 'application/json' }, body: report })).status).toBe(204);
    }
    // The abort is in releases.json: the server that aborted it reads it back, and so does the other one.
    const recorded = await askUntil(() => newsStatus(first!), (status) => status.aborted !== null);
    expect(recorded).toEqual(expect.objectContaining({ canary: null, aborted: expect.objectContaining({ release: 'news-3', by: expect.stringMatching(/^site-server on /), reason: REASON }) }));
    expect(await askUntil(() => releaseOf(other!, 10), (release) => release === 'news-2')).toBe('news-2');
    expect((await newsStatus(other!)).aborted).toMatchObject({ release: 'news-3', reason: REASON });
    expect(describeReleases(folder)).toContainEqual(expect.stringContaining(`by site-server on `));
    const warnings = first!.stdout().split('\n').filter((line) => line.includes('a canary release was aborted'));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('releases.json now says so');

    // A crash: no chance to say goodbye. The server started again on the same deployment sends no visitor the canary.
    await first!.stop('SIGKILL');
    first = undefined;
    restarted = await startTwoWorkers(settings);
    const served = new Set<string>();
    for (let i = 0; i < 20; i += 1) served.add(await releaseOf(restarted, 10));
    for (const cohort of [0, 49]) served.add(await releaseOf(restarted, cohort));
    expect([...served]).toEqual(['news-2']);
    expect(await newsStatus(restarted)).toMatchObject({ canary: null, aborted: { release: 'news-3', reason: REASON } });
  }, 60_000);
});
