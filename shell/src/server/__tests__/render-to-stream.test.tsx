/** @jest-environment node */
import { lazy, Suspense } from 'react';
import type { ReactNode } from 'react';
import { text } from 'node:stream/consumers';
import { renderToStream } from '../render-to-stream';

const longText = 'A paragraph of a page that is long enough to be worth streaming on its own. '.repeat(400);

const Page = lazy(async () => ({ default: () => <p>{longText}</p> }));

const render = async (element: ReactNode, options: Partial<Parameters<typeof renderToStream>[1]> = {}) =>
  text(await renderToStream(element, { nonce: 'n', timeoutMs: 1000, ...options }));

describe('the server render', () => {
  it('writes a large page that suspended in place, readable without JavaScript', async () => {
    const html = await render(
      <main>
        <Suspense fallback={<p>Loading page</p>}>
          <Page />
        </Suspense>
      </main>,
    );
    expect(html).toMatch(/^<main><!--\$--><p>A paragraph/);
    expect(html).not.toContain('Loading page');
    expect(html).not.toContain('hidden');
    expect(html).not.toContain('<script');
  });

  it('starts the page’s code at once: an async bootstrap script, with the nonce, preloaded in the head', async () => {
    const html = await render(
      <html lang="en">
        <head />
        <body>
          <main>Page</main>
        </body>
      </html>,
      { bootstrapScripts: ['/main.js?abc'] },
    );
    expect(html).toMatch(/<head>.*<link rel="preload" as="script" fetchPriority="low" nonce="n" href="\/main\.js\?abc"\/>.*<\/head>/);
    expect(html).toContain('<script src="/main.js?abc" nonce="n" id="_R_" async=""></script></body></html>');
  });

  it('leaves what has not come by the time-out to the browser, with its fallback', async () => {
    const Never = lazy(() => new Promise<{ default: () => ReactNode }>(() => undefined));
    const errors: unknown[] = [];
    const html = await render(
      <main>
        <Suspense fallback={<p>Loading page</p>}>
          <Never />
        </Suspense>
      </main>,
      { timeoutMs: 20, onError: (error) => void errors.push(error) },
    );
    expect(html).toContain('Loading page');
    expect(errors).toHaveLength(1);
  });

  it('rejects when the document itself cannot be rendered', async () => {
    const Broken = () => {
      throw new Error('the layout broke');
    };
    await expect(renderToStream(<Broken />, { nonce: 'n', timeoutMs: 1000, onError: () => undefined })).rejects.toThrow('the layout broke');
  });
});
