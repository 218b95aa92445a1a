import { readSiteConfig } from '@group/shared/config';
import { chooseReleases, onlyLiveDeployed } from '../choose-releases';
import type { ReleasesFile } from '../releases-file';

const manifests = readSiteConfig({ REMOTE_NEWS_URL: 'https://news.example.com/mf-manifest.json' }).remotes;
const withCanary: ReleasesFile = {
  live: { release: 'news-2', deployedAt: '2026-11-27T05:00:00.000Z' },
  canary: { release: 'news-3', percent: 10, startedAt: '2026-11-27T06:00:00.000Z' },
  staged: [{ release: 'news-4', deployedAt: '2026-11-27T05:30:00.000Z' }],
};
/** The runs of the news canary aborted (by their startedAt). */
type Options = { preview?: { release: string; remote?: 'news' | 'home' }; aborted?: boolean; abortedRuns?: string[]; file?: ReleasesFile };
const choose = (cohort: number, { preview, aborted = false, abortedRuns = [], file = withCanary }: Options = {}) =>
  chooseReleases({
    manifests,
    releasesOf: (remote) => (remote === 'news' ? file : undefined),
    cohort,
    preview: preview ? { remote: preview.remote ?? 'news', release: preview.release, exp: 2_000_000_000 } : undefined,
    isAborted: (_remote, run) => aborted || abortedRuns.includes(run.startedAt),
  });

describe('the releases of a page', () => {
  it('give a visitor whose cohort is under the canary’s percent the canary, from its own manifest', () => {
    for (const cohort of [0, 9]) {
      expect(choose(cohort)).toEqual({
        remotes: { news: { release: 'news-3', manifestUrl: 'https://news.example.com/releases/news-3/mf-manifest.json' } },
        named: { news: 'news-3' },
        byCookie: true,
        preview: undefined,
      });
    }
  });

  it('give the others the live release, chosen by nothing of theirs', () => {
    expect(choose(10)).toEqual({ remotes: {}, named: { news: 'news-2' }, byCookie: false, preview: undefined });
    expect(choose(99).remotes).toEqual({});
  });

  it('give everyone the live release once the canary is aborted', () => {
    expect(choose(0, { aborted: true }).remotes).toEqual({});
  });

  it('give the canary’s cohort the same release again once an operator makes it the canary again after an abort', () => {
    const aborted = { abortedRuns: [withCanary.canary!.startedAt] };
    expect(choose(0, aborted).named.news).toBe('news-2');
    const again: ReleasesFile = { ...withCanary, canary: { release: 'news-3', percent: 10, startedAt: '2026-11-27T09:00:00.000Z' } };
    expect(choose(0, { ...aborted, file: again }).remotes.news?.release).toBe('news-3');
    expect(choose(10, { ...aborted, file: again }).remotes).toEqual({});
  });

  it('give a previewing visitor the staged release they preview, whatever their cohort', () => {
    const choice = choose(50, { preview: { release: 'news-4' } });
    expect(choice.remotes.news?.release).toBe('news-4');
    expect(choice.preview).toEqual({ remote: 'news', release: 'news-4' });
    expect(choice.byCookie).toBe(true);
  });

  it('ignore a preview of a release that is not deployed any more, or of a remote without releases', () => {
    expect(choose(50, { preview: { release: 'news-1' } })).toEqual({ remotes: {}, named: { news: 'news-2' }, byCookie: false, preview: undefined });
    expect(choose(50, { preview: { remote: 'home', release: 'home-2' } }).preview).toBeUndefined();
  });
});

describe('whether every visitor gets the live releases', () => {
  const only = (news: ReleasesFile | undefined) => onlyLiveDeployed({ manifests, releasesOf: (remote) => (remote === 'news' ? news : undefined) });

  it('holds with no releases.json, or one naming only the live release', () => {
    expect(only(undefined)).toBe(true);
    expect(only({ live: withCanary.live, canary: null, staged: [] })).toBe(true);
  });

  it('does not while a canary is named, even one aborted (it may still be previewed), or a release is staged', () => {
    expect(only({ live: withCanary.live, canary: withCanary.canary })).toBe(false);
    expect(choose(99, { aborted: true, preview: { release: 'news-3' } }).preview).toEqual({ remote: 'news', release: 'news-3' });
    expect(only({ live: withCanary.live, staged: withCanary.staged })).toBe(false);
  });
});
