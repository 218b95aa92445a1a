/** @jest-environment node */
import { lazy, Suspense } from 'react';
import type { ReactNode } from 'react';
import { text } from 'node:stream/consumers';
import { renderToStream, startAfterFirstPaint } from '../site-document';

const longText = 'A paragraph of a page that is long enough to be worth streaming on its own. '.repeat(400);

const Page = lazy(async () => ({ default: () => <p>{longText}</p> }));

const render = async (element: ReactNode, options: Partial<Parameters<typeof renderToStream>[1]> = {}) =>
  text(await renderToStream(element, { timeoutMs: 1000, ...options }));

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

  it('ends the body with the lines that start the page’s code, and names nothing else to load', async () => {
    const html = await render(
      <html lang="en">
        <head />
        <body>
          <main>Page</main>
        </body>
      </html>,
      { bootstrapScriptContent: startAfterFirstPaint(['/main.js?abc']) },
    );
    // Not named in the head (fetched before the page's first banner) nor as an async script (run
    // as soon as it arrives, between the HTML and its first paint).
    expect(html).not.toMatch(/<link[^>]*main\.js/);
    expect(html).not.toMatch(/<script[^>]*src=/);
    const start = /<script id="_R_">(.*?)<\/script><\/body><\/html>$/.exec(html)?.[1];
    expect(start).toBe(startAfterFirstPaint(['/main.js?abc']));
  });

  /** Runs the start lines in a page whose first paint is reported or not, and what they add. */
  function startIn(visibilityState: string, paintTiming: boolean, rendered = true) {
    const added: string[] = [];
    const frames: Array<() => void> = [];
    const observers: Array<(name: string) => void> = [];
    const listeners: Array<() => void> = [];
    const document = {
      visibilityState,
      addEventListener: (_type: string, listener: () => void) => listeners.push(listener),
      getElementById: (id: string) => (id === 'root' ? { hasChildNodes: () => rendered } : null),
      createElement: () => ({}) as Record<string, unknown>,
      body: { appendChild: (script: { src: string; async: boolean }) => added.push(`${script.src} ${script.async}`) },
    };
    class PerformanceObserver {
      static supportedEntryTypes = paintTiming ? ['paint', 'largest-contentful-paint'] : ['navigation'];
      constructor(callback: (list: unknown, observer: PerformanceObserver) => void) {
        const report = (name: string) => callback({ getEntriesByName: (wanted: string) => (wanted === name ? [{ name }] : []) }, this);
        observers.push(report);
        this.disconnect = () => observers.splice(observers.indexOf(report), 1);
      }
      observe() {}
      disconnect() {}
    }
    const start = new Function('document', 'requestAnimationFrame', 'setTimeout', 'PerformanceObserver', startAfterFirstPaint(['/main.js?abc']));
    start(document, (callback: () => void) => frames.push(callback), (callback: () => void) => callback(), PerformanceObserver);
    return {
      added,
      frame: () => frames.splice(0).forEach((frame) => frame()),
      paint: (name: string) => [...observers].forEach((report) => report(name)),
      hide: () => {
        document.visibilityState = 'hidden';
        listeners.forEach((listener) => listener());
      },
    };
  }

  it('adds the page’s scripts once its first contentful paint is reported, not at a frame before it', () => {
    const page = startIn('visible', true);
    page.frame();
    page.paint('first-paint');
    expect(page.added).toEqual([]);
    page.paint('first-contentful-paint');
    expect(page.added).toEqual(['/main.js?abc true']);
    page.paint('first-contentful-paint');
    page.frame();
    expect(page.added).toHaveLength(1);
  });

  it('adds them at once in a tab that is not shown, or once it is hidden before its first paint', () => {
    expect(startIn('hidden', true).added).toEqual(['/main.js?abc true']);
    const page = startIn('visible', true);
    page.hide();
    expect(page.added).toEqual(['/main.js?abc true']);
    page.paint('first-contentful-paint');
    expect(page.added).toHaveLength(1);
  });

  it('adds them at once on a page the browser renders itself, where nothing is painted before them', () => {
    const page = startIn('visible', true, false);
    expect(page.added).toEqual(['/main.js?abc true']);
    page.paint('first-contentful-paint');
    expect(page.added).toHaveLength(1);
  });

  it('adds them after the next frame where the browser does not report paints', () => {
    const page = startIn('visible', false);
    expect(page.added).toEqual([]);
    page.frame();
    expect(page.added).toEqual(['/main.js?abc true']);
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
    await expect(renderToStream(<Broken />, { timeoutMs: 1000, onError: () => undefined })).rejects.toThrow('the layout broke');
  });
});
