import { render, screen } from '@testing-library/react';
import * as z from 'zod/mini';
import { fakeResponse } from '../../testing';
import { createHtmlSanitizer, createSiteRuntime, SiteRuntimeProvider, useRuntimeConfig, useSiteRuntime, WithSiteRuntime } from '..';
import type * as SanitizerModule from '../html-sanitizer';

const titleSchema = z.object({ title: z.string() });

/** A backend that answers every read with `title`, and notes what it was asked. */
const backend = (title: string | 500) => {
  const asked: string[] = [];
  const fetch = (async (input: RequestInfo | URL) => {
    asked.push(String(input));
    return typeof title === 'number' ? fakeResponse(title, '') : fakeResponse(200, JSON.stringify({ status: 200, data: { title } }));
  }) as typeof globalThis.fetch;
  return { asked, fetch };
};

function ApiBase() {
  return <p>{useRuntimeConfig().apiBaseUrl}</p>;
}

function SiteAddress() {
  return <p>{useSiteRuntime().config.siteUrl}</p>;
}

afterEach(() => {
  delete window.__SITE_CONFIG__;
});

describe('a site runtime', () => {
  it('keeps its configuration, backend and toasts to itself', async () => {
    const one = backend('One');
    const two = backend(500);
    const first = createSiteRuntime({ config: { apiBaseUrl: 'https://api.one.example/', siteUrl: 'https://one.example' }, fetch: one.fetch });
    const second = createSiteRuntime({ config: { apiBaseUrl: 'https://api.two.example', siteUrl: 'https://two.example' }, fetch: two.fetch });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);

    const [read, failed] = await Promise.all([first.api.getData('/globals', titleSchema), second.api.getData('/globals', titleSchema)]);
    await second.api.getData('/globals', titleSchema);

    expect(read).toEqual({ title: 'One' });
    expect(failed).toBeUndefined();
    expect([one.asked, two.asked]).toEqual([['https://api.one.example/globals'], ['https://api.two.example/globals', 'https://api.two.example/globals']]);
    expect(first.store.getState().toasts).toEqual([]);
    // One toast for a message already waiting.
    expect(second.store.getState().toasts.map((toast) => toast.message)).toEqual(['Internal Server Error']);
    expect([first.urls.siteUrl('/gallery'), second.urls.siteUrl('/gallery')]).toEqual(['https://one.example/gallery', 'https://two.example/gallery']);
  });

  it('is what the components inside its provider read, and a provider needs one', () => {
    render(
      <SiteRuntimeProvider runtime={createSiteRuntime({ config: { apiBaseUrl: 'https://api.one.example' } })}>
        <ApiBase />
      </SiteRuntimeProvider>,
    );
    expect(screen.getByText('https://api.one.example')).toBeInTheDocument();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<ApiBase />)).toThrow(/No site runtime/);
  });

  it('is the one around a component other hosts render, or else one of its own from the page', () => {
    window.__SITE_CONFIG__ = { apiBaseUrl: 'https://api.page.example', siteUrl: 'https://page.example' };
    const around = createSiteRuntime({ config: { apiBaseUrl: 'https://api.site.example' } });
    const { unmount } = render(
      <SiteRuntimeProvider runtime={around}>
        <WithSiteRuntime config={{ apiBaseUrl: 'https://api.own.example' }}>
          <ApiBase />
        </WithSiteRuntime>
      </SiteRuntimeProvider>,
    );
    expect(screen.getByText('https://api.site.example')).toBeInTheDocument();
    unmount();

    render(
      <WithSiteRuntime config={{ apiBaseUrl: 'https://api.own.example' }}>
        <ApiBase />
        <SiteAddress />
      </WithSiteRuntime>,
    );
    expect(screen.getByText('https://api.own.example')).toBeInTheDocument();
    expect(screen.getByText('https://page.example')).toBeInTheDocument();
  });
});

describe('the sanitizer', () => {
  it('cleans markup in the window it is given, and renders nothing without one', () => {
    const sanitize = createHtmlSanitizer(window);
    expect(sanitize('<p onclick="x()">Hi<script>x()</script><a href="https://a.example" target="_blank">a</a></p>')).toBe(
      '<p>Hi<a href="https://a.example" target="_blank" rel="noopener noreferrer">a</a></p>',
    );
    expect(createHtmlSanitizer(null)('<p>Hi</p>')).toBe('');
  });

  /** The sanitizer's module as a page (or a server process) starts with it: DOMPurify's code not in yet. */
  const freshSanitizerModule = async () => {
    let fresh: typeof SanitizerModule | undefined;
    await jest.isolateModulesAsync(async () => {
      fresh = await import('../html-sanitizer');
    });
    if (!fresh) throw new Error('no sanitizer module');
    return fresh;
  };
  const afterLoading = () => new Promise((resolve) => setTimeout(resolve, 0));

  const MARKUP = '<p onclick="x()">Hi</p>';

  it("fetches DOMPurify's code in a browser with the first markup to clean, and suspends that render until it is in", async () => {
    const { createHtmlSanitizer: create } = await freshSanitizerModule();
    const browser = create(window, { load: 'when-needed' });
    await afterLoading();
    expect(browser.now(MARKUP)).toBeUndefined();
    expect(browser('')).toBe('');
    expect(browser('Solar Projects <br>Delivered')).toBe('Solar Projects <br>Delivered');

    let thrown: unknown;
    try {
      browser(MARKUP);
    } catch (pending) {
      thrown = pending;
    }
    expect(thrown).toBeInstanceOf(Promise);
    await thrown;
    expect(browser(MARKUP)).toBe('<p>Hi</p>');
    // The code is the page's: a sanitizer made later has it at once.
    expect(create(window, { load: 'when-needed' }).now(MARKUP)).toBe('<p>Hi</p>');
  });

  it("fetches DOMPurify's code at once on a server", async () => {
    const { createHtmlSanitizer: create } = await freshSanitizerModule();
    const server = create(window);
    await afterLoading();
    expect(server.now('<p>Hi<script>x()</script></p>')).toBe('<p>Hi</p>');
  });
});
