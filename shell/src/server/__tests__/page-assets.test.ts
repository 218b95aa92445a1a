/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createStylesheetTexts } from '../page-assets';

const REMOTE_CSS = 'http://news.example/routes.1a2b.css';
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function buildFolder(files: Record<string, string>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'shell-dist-'));
  for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(root, name), text);
  return root;
}

function remoteStylesheets(answers: Record<string, () => Response>) {
  const requests: string[] = [];
  const fetch = jest.fn(async (url: string | URL | Request) => {
    requests.push(String(url));
    const answer = answers[String(url)];
    if (!answer) throw new Error('connection refused');
    return answer();
  }) as unknown as typeof globalThis.fetch;
  return { fetch, requests };
}

describe('the stylesheets a page writes into itself', () => {
  it('reads the shell’s own stylesheet from its build', () => {
    const texts = createStylesheetTexts({ root: buildFolder({ 'kit.1a2b.css': '.kit{color:red}' }), fetch: remoteStylesheets({}).fetch });
    expect(texts.textOf('/kit.1a2b.css')).toBe('.kit{color:red}');
  });

  it('has no text for a remote’s stylesheet until it has been read once, then has it for every page', async () => {
    const { fetch, requests } = remoteStylesheets({ [REMOTE_CSS]: () => new Response('.news{margin:0}') });
    const texts = createStylesheetTexts({ root: buildFolder({}), fetch });
    expect(texts.textOf(REMOTE_CSS)).toBeUndefined();
    expect(texts.textOf(REMOTE_CSS)).toBeUndefined();
    await settle();
    for (let i = 0; i < 3; i += 1) expect(texts.textOf(REMOTE_CSS)).toBe('.news{margin:0}');
    expect(requests).toEqual([REMOTE_CSS]);
  });

  it('has none for a stylesheet that cannot be read, and tries again later', async () => {
    let now = 0;
    const { fetch, requests } = remoteStylesheets({ [REMOTE_CSS]: () => new Response('gone', { status: 404 }) });
    const texts = createStylesheetTexts({ root: buildFolder({}), fetch, retryAfterMs: 30_000, now: () => now });
    texts.textOf(REMOTE_CSS);
    await settle();
    expect(texts.textOf(REMOTE_CSS)).toBeUndefined();
    expect(texts.textOf('/missing.css')).toBeUndefined();
    expect(requests).toHaveLength(1);
    now = 30_000;
    texts.textOf(REMOTE_CSS);
    expect(requests).toHaveLength(2);
  });

  it('has none for a large stylesheet, or one that could end the element', () => {
    const root = buildFolder({ 'big.css': `.a{}${' '.repeat(100)}`, 'odd.css': '.a{content:"</style><script>"}' });
    const texts = createStylesheetTexts({ root, fetch: remoteStylesheets({}).fetch, maxBytes: 50 });
    expect(texts.textOf('/big.css')).toBeUndefined();
    expect(texts.textOf('/odd.css')).toBeUndefined();
  });

  it('keeps only the newest stylesheets, so a stream of redeploys does not grow it', async () => {
    const answers = Object.fromEntries(Array.from({ length: 5 }, (_, i) => [`http://news.example/routes.${i}.css`, () => new Response(`.v${i}{}`)]));
    const { fetch, requests } = remoteStylesheets(answers);
    const texts = createStylesheetTexts({ root: buildFolder({}), fetch, maxEntries: 2 });
    for (const href of Object.keys(answers)) texts.textOf(href);
    await settle();
    texts.textOf('http://news.example/routes.0.css');
    expect(requests.filter((href) => href.endsWith('routes.0.css'))).toHaveLength(2);
    expect(texts.textOf('http://news.example/routes.4.css')).toBe('.v4{}');
  });

  it('writes a remote’s stylesheet into its very first page when it can be read within the wait', async () => {
    const { fetch, requests } = remoteStylesheets({ [REMOTE_CSS]: () => new Response('.news{margin:0}') });
    const texts = createStylesheetTexts({ root: buildFolder({}), fetch });
    await texts.load([REMOTE_CSS, REMOTE_CSS], 1000);
    expect(texts.textOf(REMOTE_CSS)).toBe('.news{margin:0}');
    expect(requests).toEqual([REMOTE_CSS]);
  });

  it('waits no longer than it is given for a stylesheet that does not come: the page links it', async () => {
    const fetch = jest.fn(() => new Promise<Response>(() => undefined)) as unknown as typeof globalThis.fetch;
    const texts = createStylesheetTexts({ root: buildFolder({}), fetch });
    await texts.load([REMOTE_CSS], 10);
    expect(texts.textOf(REMOTE_CSS)).toBeUndefined();
  });
});
