/** @jest-environment node */
import { MATCHES_NO_FILE } from '../../federation/file-integrity';
import { createServerRemotes } from '../server-remotes';

// Federation on Node as the renderer drives it: each registered name answers with a routes module
// naming the release its manifest is of.
const registered = new Map<string, string>();
const removed: string[] = [];
jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: (remotes: { name: string; entry: string }[]) => remotes.forEach(({ name, entry }) => registered.set(name, entry)),
  registerPlugins: () => undefined,
  getInstance: () => ({ remoteHandler: { removeRemote: ({ name }: { name: string }) => removed.push(name) } }),
  loadRemote: async (id: string) => {
    const entry = registered.get(id.split('/')[0] ?? '') ?? '';
    return { routes: {}, release: /releases\/([^/]+)\//.exec(entry)?.[1] ?? 'live' };
  },
}));

const manifests = {
  home: 'https://home.example.com/mf-manifest.json',
  ventures: 'https://ventures.example.com/mf-manifest.json',
  news: 'https://news.example.com/mf-manifest.json',
  company: 'https://company.example.com/mf-manifest.json',
  forms: 'https://forms.example.com/mf-manifest.json',
};
const manifest = JSON.stringify({ metaData: { publicPath: 'auto' }, exposes: [{ name: 'routes', assets: { css: { sync: ['routes.css'] } } }] });
const fetch = (async () => new Response(manifest, { headers: { etag: '"1"' } })) as typeof globalThis.fetch;
const release = (name: string) => ({ release: name, manifestUrl: `https://news.example.com/releases/${name}/mf-manifest.json` });

describe('releases of a remote beside its live one, on the server', () => {
  it('are loaded under names of their own, with their own stylesheets, the live one untouched', async () => {
    const remotes = createServerRemotes({ manifests, fetch, pollMs: 60_000 });
    expect(await remotes.load('news', 1000, release('news-3'))).toMatchObject({ release: 'news-3' });
    expect(await remotes.load('news', 1000)).toMatchObject({ release: 'live' });
    expect(remotes.stylesheets('news', release('news-3'))).toEqual([{ href: 'https://news.example.com/releases/news-3/routes.css' }]);
    expect(registered.get('mfe_news')).toBe(manifests.news);
    remotes.stop();
  });

  it('link their stylesheets with the integrity each manifest lists, the live one’s and a release’s their own', async () => {
    const listed = (hash: string) =>
      JSON.stringify({
        name: 'mfe_news',
        metaData: { publicPath: 'auto', integrity: { 'routes.css': `sha384-${hash}` } },
        exposes: [{ name: 'routes', assets: { css: { sync: ['routes.css', 'unlisted.css'] } } }],
      });
    const textOf = (url: string) => (!url.startsWith('https://news.') ? manifest : url.includes('/releases/') ? listed('release') : listed('live'));
    const listing = (async (input: Parameters<typeof globalThis.fetch>[0]) =>
      new Response(textOf(String(input)), { headers: { etag: '"1"' } })) as typeof globalThis.fetch;
    const remotes = createServerRemotes({ manifests, fetch: listing, pollMs: 60_000 });
    await remotes.checkForUpdates();
    await remotes.load('news', 1000, release('news-7'));
    expect(remotes.stylesheets('news')).toEqual([
      { href: 'https://news.example.com/routes.css', integrity: 'sha384-live' },
      // A file the list leaves out matches nothing, so the browser refuses it as an altered one.
      { href: 'https://news.example.com/unlisted.css', integrity: MATCHES_NO_FILE },
    ]);
    expect(remotes.stylesheets('news', release('news-7'))).toEqual([
      { href: 'https://news.example.com/releases/news-7/routes.css', integrity: 'sha384-release' },
      { href: 'https://news.example.com/releases/news-7/unlisted.css', integrity: MATCHES_NO_FILE },
    ]);
    // A manifest of a build that lists nothing leaves its stylesheets without integrity.
    expect(remotes.stylesheets('company')).toEqual([{ href: 'https://company.example.com/routes.css' }]);
    remotes.stop();
  });

  it('are kept at most `maxReleases` at once, the least recently used let go', async () => {
    const remotes = createServerRemotes({ manifests, fetch, pollMs: 60_000, maxReleases: 2 });
    const nameOf = (name: string) => [...registered].find(([, entry]) => entry === release(name).manifestUrl)?.[0];
    removed.length = 0;
    await remotes.load('news', 1000, release('news-4'));
    await remotes.load('news', 1000, release('news-5'));
    // news-4 is asked for again: news-5 is now the one least recently used.
    await remotes.load('news', 1000, release('news-4'));
    await remotes.load('news', 1000, release('news-6'));
    expect(removed).toEqual([nameOf('news-5')]);
    remotes.stop();
  });
});
