import { createStylesheetInliner } from '../inline-stylesheets';
import { makeDist } from '../../__tests__/support/dist-folder';

const REMOTE_CSS = 'http://news.example/routes.1a2b.css';
const page = (...hrefs: string[]) => `<head>${hrefs.map((href) => `<link rel="stylesheet" href="${href}">`).join('')}</head>`;
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function remoteStylesheets(answers: Record<string, () => Response | Promise<Response>>) {
  const requests: string[] = [];
  const fetch = jest.fn(async (url: string | URL | Request) => {
    requests.push(String(url));
    const answer = answers[String(url)];
    if (!answer) throw new Error('connection refused');
    return answer();
  }) as unknown as typeof globalThis.fetch;
  return { fetch, requests };
}

describe('stylesheets written into the page', () => {
  it('writes the shell’s own stylesheet from its build, named as its chunk loader names it', () => {
    const root = makeDist({ 'kit.1a2b.css': '.kit{color:red}' });
    const inliner = createStylesheetInliner({ root, fetch: remoteStylesheets({}).fetch });
    expect(inliner.inline('<link rel=stylesheet href=/kit.1a2b.css>')).toBe('<style data-href="kit.1a2b.css">.kit{color:red}</style>');
  });

  it('links a remote’s stylesheet until it has been read once, then writes it into every page', async () => {
    const { fetch, requests } = remoteStylesheets({ [REMOTE_CSS]: () => new Response('.news{margin:0}') });
    const inliner = createStylesheetInliner({ root: makeDist({}), fetch });
    expect(inliner.inline(page(REMOTE_CSS))).toBe(page(REMOTE_CSS));
    expect(inliner.inline(page(REMOTE_CSS))).toBe(page(REMOTE_CSS));
    await settle();
    for (let i = 0; i < 3; i += 1) {
      expect(inliner.inline(page(REMOTE_CSS))).toBe(`<head><style data-href="${REMOTE_CSS}">.news{margin:0}</style></head>`);
    }
    expect(requests).toEqual([REMOTE_CSS]);
  });

  it('keeps the link when the stylesheet cannot be read, and tries again later', async () => {
    let now = 0;
    const { fetch, requests } = remoteStylesheets({ [REMOTE_CSS]: () => new Response('gone', { status: 404 }) });
    const inliner = createStylesheetInliner({ root: makeDist({}), fetch, retryAfterMs: 30_000, now: () => now });
    inliner.inline(page(REMOTE_CSS, '/missing.css'));
    await settle();
    expect(inliner.inline(page(REMOTE_CSS, '/missing.css'))).toBe(page(REMOTE_CSS, '/missing.css'));
    expect(requests).toHaveLength(1);
    now = 30_000;
    inliner.inline(page(REMOTE_CSS));
    expect(requests).toHaveLength(2);
  });

  it('leaves a large stylesheet, or one that could end the element, as a link', async () => {
    const root = makeDist({ 'big.css': `.a{}${' '.repeat(100)}`, 'odd.css': '.a{content:"</style><script>"}' });
    const inliner = createStylesheetInliner({ root, fetch: remoteStylesheets({}).fetch, maxBytes: 50 });
    expect(inliner.inline(page('/big.css', '/odd.css'))).toBe(page('/big.css', '/odd.css'));
  });

  it('keeps only the newest stylesheets, so a stream of redeploys does not grow it', async () => {
    const answers = Object.fromEntries(
      Array.from({ length: 5 }, (_, i) => [`http://news.example/routes.${i}.css`, () => new Response(`.v${i}{}`)]),
    );
    const { fetch, requests } = remoteStylesheets(answers);
    const inliner = createStylesheetInliner({ root: makeDist({}), fetch, maxEntries: 2 });
    for (const href of Object.keys(answers)) inliner.inline(page(href));
    await settle();
    inliner.inline(page('http://news.example/routes.0.css'));
    expect(requests.filter((href) => href.endsWith('routes.0.css'))).toHaveLength(2);
    expect(inliner.inline(page('http://news.example/routes.4.css'))).toContain('<style');
  });
});
