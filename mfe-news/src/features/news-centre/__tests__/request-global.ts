// jsdom has no fetch Request; react-router's data routers build one per navigation and read only
// its url, method and signal. Imported by the tests that render a data router.
if (typeof globalThis.Request === 'undefined') {
  class RequestStandIn {
    url: string;
    method: string;
    signal: AbortSignal;
    constructor(input: string | URL | { url: string }, init: RequestInit = {}) {
      this.url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      this.method = (init.method ?? 'GET').toUpperCase();
      this.signal = init.signal ?? new AbortController().signal;
    }
  }
  Object.assign(globalThis, { Request: RequestStandIn });
}

export {};
