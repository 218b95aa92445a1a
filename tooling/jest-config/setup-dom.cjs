require('@testing-library/jest-dom');
const { TextDecoder, TextEncoder } = require('node:util');

// jsdom lacks TextEncoder, which react-router reads when its module loads.
if (typeof globalThis.TextEncoder === 'undefined') {
  Object.assign(globalThis, { TextEncoder, TextDecoder });
}

// A test file that asks for Node's environment (`@jest-environment node`: server code) has no DOM to fill in.
if (typeof window === 'undefined') return;

// jsdom lacks these browser APIs; components rely on them.
if (!window.matchMedia) {
  window.matchMedia = (query) => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener() {},
    removeEventListener() {},
    addListener() {},
    removeListener() {},
    dispatchEvent() {
      return false;
    },
  });
}
// jsdom's scrollTo only reports "Not implemented"; layouts scroll on every navigation.
window.scrollTo = () => {};
// jsdom lays nothing out: every observed element counts as on screen.
if (!global.IntersectionObserver) {
  global.IntersectionObserver = class {
    constructor(callback) {
      this.callback = callback;
    }
    observe(target) {
      this.callback([{ target, isIntersecting: true, intersectionRatio: 1 }], this);
    }
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  };
}
if (!global.ResizeObserver) {
  global.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
// jsdom has no fetch Request; react-router's data router builds one per navigation and reads
// only its url, method and signal.
if (typeof globalThis.Request === 'undefined') {
  globalThis.Request = class Request {
    constructor(input, init = {}) {
      this.url = typeof input === 'string' ? input : input instanceof URL ? input.href : String(input.url ?? input);
      this.method = (init.method || 'GET').toUpperCase();
      this.signal = init.signal || new AbortController().signal;
      this.headers = init.headers || {};
      this.body = init.body ?? null;
    }
  };
}
