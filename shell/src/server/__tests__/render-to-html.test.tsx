/** @jest-environment node */
import { lazy, Suspense } from 'react';
import { renderToHtml } from '../render-to-html';

const longText = 'A paragraph of a page that is long enough to be worth streaming on its own. '.repeat(400);

const Page = lazy(async () => ({ default: () => <p>{longText}</p> }));

describe('the server render', () => {
  it('writes a large page that suspended in place, readable without JavaScript', async () => {
    const html = await renderToHtml(
      <main>
        <Suspense fallback={<p>Loading page</p>}>
          <Page />
        </Suspense>
      </main>,
      { nonce: 'n', timeoutMs: 1000 },
    );
    expect(html).toMatch(/^<main><!--\$--><p>A paragraph/);
    expect(html).not.toContain('Loading page');
    expect(html).not.toContain('hidden');
    expect(html).not.toContain('<script');
  });
});
