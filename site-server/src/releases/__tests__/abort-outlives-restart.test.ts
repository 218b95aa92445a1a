import fs from 'node:fs';
import { describeReleases } from '@group/deployment-folder';
import { abortLines, askUntil, newsReleaseOf as releaseOf, newsStatus as statusOf, RELEASES_TOKEN as TOKEN, reportNewsError } from '../../__tests__/support/news-releases';
import { releaseFolder, serveFolder } from '../../__tests__/support/release-folder';
import type { ServedFolder } from '../../__tests__/support/release-folder';
import { startTwoWorkers } from '../../__tests__/support/two-workers';
import type { TwoWorkers } from '../../__tests__/support/two-workers';

const REASON = 'aborted automatically: error rate 0.1 vs 0 over 20 pages';

type NewsStatus = { canary: { release: string; autoAborted: boolean } | null; aborted: { release: string; by: string; reason: string | null } | null };

const newsStatus = (server: TwoWorkers) => statusOf<NewsStatus>(server);

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
    for (let i = 0; i < 2; i += 1) expect(await reportNewsError(first!, 'news-3')).toBe(204);
    // The abort is in releases.json: the server that aborted it reads it back, and so does the other one.
    const recorded = await askUntil(() => newsStatus(first!), (status) => status.aborted !== null);
    expect(recorded).toEqual(expect.objectContaining({ canary: null, aborted: expect.objectContaining({ release: 'news-3', by: expect.stringMatching(/^site-server on /), reason: REASON }) }));
    expect(await askUntil(() => releaseOf(other!, 10), (release) => release === 'news-2')).toBe('news-2');
    expect((await newsStatus(other!)).aborted).toMatchObject({ release: 'news-3', reason: REASON });
    expect(describeReleases(folder)).toContainEqual(expect.stringContaining(`by site-server on `));
    const warnings = abortLines(first!);
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
