// jsdom has no fetch Request; react-router's data router builds one per navigation and reads
// only its url, method and signal.
if (typeof globalThis.Request === 'undefined') {
  globalThis.Request = class Request {
    constructor(input, init = {}) {
      this.url = typeof input === 'string' ? input : String(input.url ?? input);
      this.method = (init.method || 'GET').toUpperCase();
      this.signal = init.signal || new globalThis.AbortController().signal;
      this.headers = init.headers || {};
      this.body = init.body ?? null;
    }
  };
}
