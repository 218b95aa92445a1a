import { act } from '@testing-library/react';
import { Suspense } from 'react';
import type { ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { createResponseStatus, QueryCache, QueryCacheProvider, ResponseStatusProvider } from '../data';
import type { Query, ResponseStatus } from '../data';
import { SiteRuntimeProvider } from '../runtime';
import type { SiteRuntime } from '../runtime';
import { testRuntime } from './test-runtime';

export type ServerRenderOptions = {
  /** What the page declares it reads (its `queries`): loaded first, as the site's server does. */
  queries?: readonly Query<unknown>[];
  /** The address the page is rendered at. */
  route?: string;
  /** How long the server waits for the queries. */
  budgetMs?: number;
  /** The site runtime the page renders with: the test's unless said. */
  runtime?: SiteRuntime;
};

export type ServerRenderResult = {
  /** The markup the server would send. */
  html: string;
  /** The HTTP status the page asked for (HttpStatus), 200 otherwise. */
  status: number;
  /** What the browser is handed with the page. */
  cache: QueryCache;
};

const wrap = (ui: ReactElement, runtime: SiteRuntime, cache: QueryCache, route: string, status?: ResponseStatus) => (
  <SiteRuntimeProvider runtime={runtime}>
    <MemoryRouter initialEntries={[route]}>
      <QueryCacheProvider cache={cache}>
        {/* As the shell's RemoteRoute does: a page that is a chunk of its own suspends until it is in. */}
        <Suspense fallback={null}>{status ? <ResponseStatusProvider status={status}>{ui}</ResponseStatusProvider> : ui}</Suspense>
      </QueryCacheProvider>
    </MemoryRouter>
  </SiteRuntimeProvider>
);

type LazyComponent = { $$typeof: symbol; _payload: unknown; _init: (payload: unknown) => unknown };

/**
 * A page that is a chunk of its own (React.lazy) loaded, as the site's server has it once it has
 * rendered it: renderToString does not wait for code, React's streaming renderer does.
 */
async function loadLazyPage(ui: ReactElement): Promise<void> {
  const type = ui.type as Partial<LazyComponent>;
  if (type.$$typeof !== Symbol.for('react.lazy') || !type._init) return;
  try {
    type._init(type._payload);
  } catch (pending) {
    if (pending instanceof Promise || (pending && typeof (pending as PromiseLike<unknown>).then === 'function')) await pending;
    else throw pending;
  }
}

/** Renders a page as the site's server does: its code and queries loaded first, then renderToString. */
export async function renderOnServer(ui: ReactElement, options: ServerRenderOptions = {}): Promise<ServerRenderResult> {
  const { queries = [], route = '/', budgetMs = 1000, runtime = testRuntime() } = options;
  await loadLazyPage(ui);
  const cache = new QueryCache(runtime.api);
  await cache.prefetch(queries, budgetMs);
  const status = createResponseStatus();
  // As on the server, where there is no window: what only a browser knows takes its server value.
  runtime.hydration.begin({ serverRender: true });
  let html: string;
  try {
    html = renderToString(wrap(ui, runtime, cache, route, status));
  } finally {
    runtime.hydration.end();
  }
  return { html, status: status.code, cache };
}

export type HydrationResult = {
  container: HTMLElement;
  /** console.error calls made while hydrating (a mismatch is reported there). */
  errors: unknown[][];
  unmount: () => void;
};

export type HydrationOptions = {
  /** What the visitor does to the server's page before its script runs (types, picks, opens). */
  beforeHydration?: (container: HTMLElement) => void;
  /** The site runtime the page hydrates with: the test's unless said. */
  runtime?: SiteRuntime;
};

/**
 * Puts the server's markup into the document and hydrates it with the data the server sent,
 * as the browser does. A page whose first browser render differs from the server's reports it
 * in `errors`.
 */
export async function hydrateFromServer(
  ui: ReactElement,
  server: ServerRenderResult,
  route = '/',
  { beforeHydration, runtime = testRuntime() }: HydrationOptions = {},
): Promise<HydrationResult> {
  const container = document.createElement('div');
  container.innerHTML = server.html;
  document.body.appendChild(container);
  beforeHydration?.(container);
  const errors: unknown[][] = [];
  const original = console.error;
  console.error = (...args: unknown[]) => {
    errors.push(args);
  };
  const cache = new QueryCache(runtime.api, server.cache.dehydrate());
  let root: ReturnType<typeof hydrateRoot> | undefined;
  runtime.hydration.begin();
  try {
    await act(async () => {
      root = hydrateRoot(container, wrap(ui, runtime, cache, route), {
        onRecoverableError: (error) => errors.push([error]),
      });
    });
  } finally {
    runtime.hydration.end();
    console.error = original;
  }
  return {
    container,
    errors,
    unmount: () => {
      act(() => root?.unmount());
      container.remove();
    },
  };
}
