import { fakeResponse } from './fake-response';
import { testRuntime } from './test-runtime';

const REPLY = Symbol('mock-fetch reply');

/** An explicit answer: HTTP status plus a JSON body, raw text, or no answer at all. */
export type MockReply = { [REPLY]: true } & (
  | { kind: 'http'; status: number; text: string }
  | { kind: 'network'; message: string }
);

export type MockRequest = {
  method: string;
  /** Path and query relative to the test runtime's API base address, e.g. `/newscentre?category=1&skip=0&limit=3`. */
  path: string;
  url: string;
  /** Parsed JSON for JSON bodies, the FormData for multipart, else the raw body. */
  body: unknown;
  signal?: AbortSignal;
};

/**
 * A route's answer:
 * - a number: that HTTP status with an empty body (`500` → server failure);
 * - a `MockReply` from `httpReply`, `rawReply` or `networkError`;
 * - a function of the request returning either of those or a body (can be async);
 * - anything else: a JSON body answered with HTTP 200.
 */
export type MockHandler = (request: MockRequest) => MockAnswer | Promise<MockAnswer>;
export type MockAnswer = MockReply | number | string | boolean | null | object;
export type MockValue = MockHandler | MockAnswer;

/** Keys are `'/path'` (any method) or `'POST /path'`; a key with `?` must match the query too. */
export type MockRoutes = Record<string, MockValue>;

export const httpReply = (status: number, body?: unknown): MockReply => ({
  [REPLY]: true,
  kind: 'http',
  status,
  text: body === undefined ? '' : JSON.stringify(body),
});

export const rawReply = (status: number, text: string): MockReply => ({ [REPLY]: true, kind: 'http', status, text });

export const networkError = (message = 'Failed to fetch'): MockReply => ({ [REPLY]: true, kind: 'network', message });

const isReply = (value: unknown): value is MockReply =>
  typeof value === 'object' && value !== null && REPLY in value;

type Route = { method?: string; pathname: string; query?: string; value: MockValue };

const sortedQuery = (search: string) => {
  const params = new URLSearchParams(search);
  params.sort();
  return params.toString();
};

const parseKey = (key: string, value: MockValue): Route => {
  const match = /^(?:([A-Z]+)\s+)?(\S+)$/.exec(key.trim());
  if (!match) throw new Error(`mockFetch: cannot read the route "${key}"`);
  const [, method, target] = match;
  const [pathname, query] = target.split('?');
  return { method, pathname, query: query === undefined ? undefined : sortedQuery(query), value };
};

const relativePath = (url: string) => {
  const base = testRuntime().config.apiBaseUrl;
  return url.startsWith(base) ? url.slice(base.length) || '/' : url;
};

const readBody = (body: BodyInit | null | undefined): unknown => {
  if (typeof body !== 'string') return body ?? undefined;
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return body;
  }
};

const findRoute = (routes: Route[], method: string, path: string) => {
  const [pathname, query = ''] = path.split('?');
  const candidates = routes.filter(
    (route) =>
      route.pathname === pathname &&
      (route.method === undefined || route.method === method) &&
      (route.query === undefined || route.query === sortedQuery(query)),
  );
  // The most specific route wins: a method and a query each count.
  const score = (route: Route) => (route.method ? 2 : 0) + (route.query !== undefined ? 1 : 0);
  return candidates.sort((a, b) => score(b) - score(a))[0];
};

const toResponse = async (value: MockValue, request: MockRequest): Promise<Response> => {
  const resolved: MockAnswer = typeof value === 'function' ? await (value as MockHandler)(request) : value;
  if (typeof resolved === 'number') return fakeResponse(resolved, '');
  if (isReply(resolved)) {
    if (resolved.kind === 'network') throw new TypeError(resolved.message);
    return fakeResponse(resolved.status, resolved.text);
  }
  return fakeResponse(200, JSON.stringify(resolved));
};

export type FetchMock = {
  /** Every request made, in order. */
  calls: MockRequest[];
  /** Requests no route answered; any left at the end of a test fail it. */
  unhandled: MockRequest[];
  callsTo: (path: string) => MockRequest[];
};

let active: { mock: FetchMock; original: typeof fetch | undefined } | null = null;

/**
 * Replaces `fetch` with answers from `routes`, at the HTTP level (status and body), so the API
 * client runs for real. A request no route answers is rejected like a network failure and fails
 * the test when it ends. Restored after each test.
 */
export function mockFetch(routes: MockRoutes): FetchMock {
  const table = Object.entries(routes).map(([key, value]) => parseKey(key, value));
  const mock: FetchMock = {
    calls: [],
    unhandled: [],
    callsTo: (path) => mock.calls.filter((call) => call.path === path || call.path.split('?')[0] === path),
  };
  const original = active ? active.original : globalThis.fetch;
  active = { mock, original };

  globalThis.fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const request: MockRequest = {
      method: (init.method ?? 'GET').toUpperCase(),
      path: relativePath(url),
      url,
      body: readBody(init.body),
      signal: init.signal ?? undefined,
    };
    mock.calls.push(request);
    if (init.signal?.aborted) throw new DOMException('The operation was aborted.', 'AbortError');
    const route = findRoute(table, request.method, request.path);
    if (!route) {
      mock.unhandled.push(request);
      throw new TypeError(`mockFetch: no route for ${request.method} ${request.path}`);
    }
    return toResponse(route.value, request);
  }) as typeof fetch;
  return mock;
}

function restoreFetch(): MockRequest[] {
  if (!active) return [];
  const { mock, original } = active;
  active = null;
  if (original) globalThis.fetch = original;
  else delete (globalThis as { fetch?: typeof fetch }).fetch;
  return mock.unhandled;
}

// Registered when a test file imports this module, so no test has to remember it.
if (typeof afterEach === 'function') {
  afterEach(() => {
    const unhandled = restoreFetch();
    if (unhandled.length > 0) {
      const list = unhandled.map((request) => `${request.method} ${request.path}`).join(', ');
      throw new Error(`mockFetch: unhandled request(s): ${list}`);
    }
  });
}
