import { readSiteConfig } from '@group/shared/config';
import { reportRemoteFailure, startRemoteErrorReports } from '../remote-error-reports';

let beacons: Promise<{ url: string; body: unknown }>[] = [];

/** What the page sent with sendBeacon, read as the server reads it. */
const sentReports = () => Promise.all(beacons);

beforeAll(() => {
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    value: (url: string, data: Blob) => {
      // jsdom's Blob has no text(): read it as the browser would send it.
      beacons.push(
        new Promise((resolve) => {
          const reader = new FileReader();
          reader.onload = () => resolve({ url, body: JSON.parse(String(reader.result)) as unknown });
          reader.readAsText(data);
        }),
      );
      return true;
    },
  });
});
beforeEach(() => {
  beacons = [];
});

describe('a remote’s error reports', () => {
  it('are not sent by a page whose server named no releases', async () => {
    startRemoteErrorReports(readSiteConfig({}));
    reportRemoteFailure('news', 'load', new Error('down'));
    expect(await sentReports()).toEqual([]);
  });

  describe('on a page that names its releases', () => {
    beforeAll(() => {
      startRemoteErrorReports({ ...readSiteConfig({ REMOTE_NEWS_URL: 'https://news.example.com/mf-manifest.json' }), releases: { news: 'news-3' } });
    });

    it('name the remote, its release, what failed and the error’s name only, once per kind on a page', async () => {
      const cause = Object.assign(new Error('Loading chunk 42 failed. (https://news.example.com/42.js?visitor=secret)'), { name: 'ChunkLoadError' });
      reportRemoteFailure('news', 'load', new Error('wrapped', { cause }));
      reportRemoteFailure('news', 'load', new Error('again', { cause }));
      reportRemoteFailure('news', 'boundary', new TypeError('x is undefined'));
      reportRemoteFailure('home', 'load', new Error('no release named: not reported'));
      expect(await sentReports()).toEqual([
        { url: '/_site/remote-errors', body: { remote: 'news', release: 'news-3', kind: 'load', name: 'ChunkLoadError' } },
        { url: '/_site/remote-errors', body: { remote: 'news', release: 'news-3', kind: 'boundary', name: 'TypeError' } },
      ]);
    });

    it('count an uncaught error as the remote’s when its script is the remote’s, and no other', async () => {
      window.dispatchEvent(new ErrorEvent('error', { filename: 'https://news.example.com/releases/news-3/7.js', error: new RangeError('too deep') }));
      window.dispatchEvent(new ErrorEvent('error', { filename: 'http://localhost:3000/main.js', error: new SyntaxError('the shell’s own') }));
      expect(await sentReports()).toEqual([{ url: '/_site/remote-errors', body: { remote: 'news', release: 'news-3', kind: 'error', name: 'RangeError' } }]);
    });
  });
});
