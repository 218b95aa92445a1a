import { PassThrough } from 'node:stream';
import type { Readable } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';

/**
 * The few lines that start the page's code, written at the end of the body: its scripts are
 * added once the browser has painted the page a first time (the next task after a frame), or at
 * once in a tab that is not shown, where no frame comes. Run as soon as they arrived, as an async
 * script does, they held the main thread between the page's HTML and its first paint, and on a
 * phone put the first banner off by the time they took. Clicks before they run are kept or
 * carried out by the page's own markup (docs/decisions/0016).
 */
export function startAfterFirstFrame(scripts: string[]): string {
  return (
    `(function(){var n=document.currentScript&&document.currentScript.nonce,s=${JSON.stringify(scripts)};` +
    `function go(){s.forEach(function(u){var e=document.createElement('script');e.src=u;e.async=true;if(n)e.nonce=n;document.body.appendChild(e)})}` +
    `if(document.visibilityState==='hidden')go();else requestAnimationFrame(function(){setTimeout(go,0)})})()`
  );
}

export type RenderToStreamOptions = {
  /** The request's CSP nonce, for the scripts React writes. */
  nonce: string;
  /** The scripts that start the page in the browser (none: the page stays as the server sent it). */
  bootstrapScripts?: string[];
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
export function renderToStream(element: ReactNode, { nonce, bootstrapScripts, timeoutMs, onError }: RenderToStreamOptions): Promise<Readable> {
  return new Promise((resolve, reject) => {
    const stream = renderToPipeableStream(element, {
      nonce,
      bootstrapScriptContent: bootstrapScripts?.length ? startAfterFirstFrame(bootstrapScripts) : undefined,
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
