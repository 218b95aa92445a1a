import { PassThrough } from 'node:stream';
import type { Readable } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';

export type RenderToStreamOptions = {
  /** The lines that start the page in the browser, at the end of the body (none: the page stays as the server sent it). */
  bootstrapScriptContent?: string;
  /** After this, whatever still waits is left to the browser (React renders its fallback). */
  timeoutMs: number;
  onError?: (error: unknown) => void;
};

/**
 * Renders a document with React's streaming renderer and hands it over once everything is ready:
 * the page's data was loaded before rendering (within its budget), so nothing waits here but code
 * that suspends, and that is cut off at `timeoutMs` and finished in the browser. Rejects when the
 * document itself could not be rendered. The status of the answer is known before its first byte.
 */
export function renderToStream(element: ReactNode, { bootstrapScriptContent, timeoutMs, onError }: RenderToStreamOptions): Promise<Readable> {
  return new Promise((resolve, reject) => {
    const stream = renderToPipeableStream(element, {
      bootstrapScriptContent,
      // Every part of the page in place: by default React sends a large Suspense boundary (a
      // remote's page) after the rest, hidden, for an inline script to move into place, which
      // crawlers and visitors without JavaScript would never see.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => {
        clearTimeout(timer);
        // Not from within the call: after a time-out it comes while React is still aborting the
        // rest, and the output is read once that is over.
        queueMicrotask(() => resolve(stream.pipe(new PassThrough())));
      },
      onShellError: (error) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
      onError,
    });
    const timer = setTimeout(() => stream.abort(new Error('The server render took too long')), timeoutMs);
    timer.unref();
  });
}
