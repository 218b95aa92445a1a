import fs from 'node:fs';
import { readReleases, startCanary } from '@group/deployment-folder';
import { abortLines, askUntil, newsPage, newsReleaseOf, newsStatus, RELEASES_TOKEN, reportNewsError } from '../../__tests__/support/news-releases';
import { releaseFolder, serveFolder } from '../../__tests__/support/release-folder';
import type { ServedFolder } from '../../__tests__/support/release-folder';
import { startTwoWorkers } from '../../__tests__/support/two-workers';
import type { TwoWorkers } from '../../__tests__/support/two-workers';

type NewsStatus = {
  canary: { release: string; startedAt: string; pages: number; errors: number; autoAborted: boolean } | null;
  aborted: { release: string; startedAt: string; reason: string | null } | null;
};

let folder: string;
let deployment: ServedFolder;
let server: TwoWorkers | undefined;

beforeAll(async () => {
  // news-2 live, news-3 a canary for half the visitors, in a deployment folder as the commands leave it.
  folder = releaseFolder({ live: 'news-2', canary: 'news-3', percent: 50 });
  deployment = await serveFolder(folder);
  server = await startTwoWorkers({ RELEASES_TOKEN, CANARY_MIN_PAGES: '20', REMOTE_NEWS_URL: deployment.manifestUrl, REMOTE_NEWS_FOLDER: folder });
}, 60_000);
afterAll(async () => {
  await server?.stop();
  await deployment?.close();
  fs.rmSync(folder, { recursive: true, force: true });
});

/** Twenty pages of the canary, then two of its errors: 0.1 against 0, over the rule. */
async function breakTheRule(live: TwoWorkers) {
  for (let i = 0; i < 20; i += 1) expect(await newsReleaseOf(live, 10)).toBe('news-3');
  for (let i = 0; i < 2; i += 1) expect(await reportNewsError(live, 'news-3')).toBe(204);
}

describe('a release made the canary again after the server aborted it', () => {
  it('is sent to its cohort again by the same server, and judged on the new run’s counts alone', async () => {
    const live = server!;
    const firstRun = readReleases(folder).canary!;
    await breakTheRule(live);
    expect(await askUntil(() => newsStatus<NewsStatus>(live), (status) => status.aborted !== null)).toMatchObject({ canary: null, aborted: { startedAt: firstRun.startedAt } });

    // The operator tries it again: pnpm release canary news news-3 --percent 50.
    const secondRun = startCanary({ to: folder, release: 'news-3', percent: 50, now: () => Date.parse(firstRun.startedAt) + 60_000 })!;
    // Each worker reads releases.json by itself: until both send it again.
    const sentBy = new Set<string>();
    let canaryPages = 0;
    const canaryPage = async () => {
      const reply = await newsPage(live, 10);
      if (reply.headers['x-news-release'] !== 'news-3') return false;
      canaryPages += 1;
      sentBy.add(String(reply.headers['x-rendered-by']));
      return true;
    };
    expect(await askUntil(async () => (await canaryPage(), sentBy.size), (size) => size === 2)).toBe(2);
    // The first run's errors do not come back: it runs on, on its own counts, up to the minimum sample and past it.
    while (canaryPages < 25) expect(await canaryPage()).toBe(true);
    expect(await newsReleaseOf(live, 90)).toBe('news-2');
    const running = await askUntil(() => newsStatus<NewsStatus>(live), (status) => status.canary?.pages === canaryPages);
    expect(running).toEqual({
      ...running,
      canary: expect.objectContaining({ release: 'news-3', startedAt: secondRun.startedAt, pages: canaryPages, errors: 0, autoAborted: false }),
      aborted: null,
    });

    // Its own errors end it, and releases.json says which run.
    // The fewest errors over the rule (CANARY_MAX_EXTRA_ERROR_RATE 0.05).
    const errors = Math.floor(canaryPages * 0.05) + 1;
    for (let i = 0; i < errors; i += 1) expect(await reportNewsError(live, 'news-3')).toBe(204);
    const ended = await askUntil(() => newsStatus<NewsStatus>(live), (status) => status.aborted !== null);
    expect(ended).toMatchObject({ canary: null, aborted: { release: 'news-3', startedAt: secondRun.startedAt, reason: `aborted automatically: error rate ${Number((errors / canaryPages).toFixed(4))} vs 0 over ${canaryPages} pages` } });
    expect(await newsReleaseOf(live, 10)).toBe('news-2');
    expect(abortLines(live)).toHaveLength(2);
  }, 60_000);
});
