import type { ReactNode } from 'react';
import type { RuntimeConfigInput } from '../config';
import { createSiteRuntime, SiteRuntimeProvider } from '../runtime';
import type { SiteRuntime } from '../runtime';
import { loadSanitizerCode } from '../runtime/html-sanitizer';

let current: SiteRuntime | null = null;

/**
 * Starts the running test's site runtime afresh, with `config` over the defaults: its API client
 * goes through the platform's fetch as the test has it (mockFetch), its sanitizer through the
 * test's window, and its store starts empty.
 */
export function setUpTestRuntime(config: RuntimeConfigInput = {}): SiteRuntime {
  current = createSiteRuntime({ config });
  return current;
}

/**
 * The running test's site runtime, the one the kit's render helpers provide and its store helpers
 * read: made with the defaults on first use, and a new one for every test.
 */
export function testRuntime(): SiteRuntime {
  return current ?? setUpTestRuntime();
}

/** Provides the running test's runtime (a `wrapper` for Testing Library's render). */
export function TestRuntimeProvider({ children }: { children: ReactNode }) {
  return <SiteRuntimeProvider runtime={testRuntime()}>{children}</SiteRuntimeProvider>;
}

// Registered when a test file imports this module, so no test has to remember it.
if (typeof afterEach === 'function') {
  afterEach(() => {
    current = null;
  });
}
// The sanitizer's code in before the first test, as a server has it: the tests' markup shows
// cleaned in the first render, wherever it renders (a browser's first load is SafeHtml's tests').
if (typeof beforeAll === 'function') {
  beforeAll(() => loadSanitizerCode());
}
