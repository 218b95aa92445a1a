import { Writable } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';

export type RenderToHtmlOptions = {
  /** The request's CSP nonce, for the inline scripts React writes. */
  nonce: string;
  /** After this, whatever still waits is left to the browser (React renders its fallback). */
  timeoutMs: number;
};

/**
 * Renders with React's streaming renderer and hands back the whole markup once everything is
 * ready: the page's data was loaded before rendering (within its budget), so nothing waits here
 * but code that suspends, and that is cut off at `timeoutMs` and finished in the browser.
 */
export function renderToHtml(element: ReactNode, { nonce, timeoutMs }: RenderToHtmlOptions): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    const sink = new Writable({
      write(chunk: Buffer | string, _encoding, done) {
        html += chunk.toString();
        done();
      },
      final(done) {
        clearTimeout(timer);
        resolve(html);
        done();
      },
    });
    const stream = renderToPipeableStream(element, {
      nonce,
      // Every part of the page in place: by default React sends a large Suspense boundary (a
      // remote's page) after the rest, hidden, for an inline script to move into place, which
      // crawlers and visitors without JavaScript would never see.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => stream.pipe(sink),
      onShellError: (error) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
      onError: (error) => {
        console.error('[site] server render:', error);
      },
    });
    const timer = setTimeout(() => stream.abort(new Error('The server render took too long')), timeoutMs);
    timer.unref();
  });
}
