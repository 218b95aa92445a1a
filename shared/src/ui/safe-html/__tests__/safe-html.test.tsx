import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { createHtmlSanitizer, createSiteRuntime, SiteRuntimeProvider } from '@group/shared/runtime';
import type { HtmlSanitizer } from '@group/shared/runtime';
import type * as RuntimeModule from '@group/shared/runtime';
import { hydrateFromServer, renderOnServer, renderWithRuntime } from '@group/shared/testing';
import { SafeHtml } from '../safe-html';

const SECTION = '<p>Serving <strong>sports</strong><img src="x.jpg" onerror="alert(1)" alt="x"></p>';
const NEXT_SECTION = '<p>And <em>hospitality</em><script>window.hacked = true</script></p>';

/** A browser's sanitizer as a page starts with it: DOMPurify's code not fetched yet. */
async function browserSanitizer(): Promise<HtmlSanitizer> {
  let fresh: typeof RuntimeModule | undefined;
  await jest.isolateModulesAsync(async () => {
    fresh = await import('@group/shared/runtime');
  });
  if (!fresh) throw new Error('no runtime module');
  return fresh.createHtmlSanitizer(window, { load: 'when-needed' });
}

/** Whether DOMPurify's code is in for `sanitizer`, after whatever was on its way has come. */
const codeIsIn = async (sanitizer: HtmlSanitizer) => {
  await new Promise((resolve) => setTimeout(resolve, 0));
  return sanitizer.now(SECTION) !== undefined;
};

/** A section whose markup the visitor replaces with the next (a page of results loaded in place). */
function Sections() {
  const [markup, setMarkup] = useState(SECTION);
  return (
    <>
      <SafeHtml html={markup} className="section" />
      <button type="button" onClick={() => setMarkup(NEXT_SECTION)}>
        Next
      </button>
    </>
  );
}

describe('SafeHtml', () => {
  it('keeps ordinary markup', () => {
    const { container } = renderWithRuntime(<SafeHtml html="<p>Serving <strong>sports</strong> and <em>hospitality</em></p>" />);
    expect(container.querySelector('strong')).toHaveTextContent('sports');
    expect(container.firstChild).toHaveTextContent('Serving sports and hospitality');
  });

  it('strips <script> elements', () => {
    const { container } = renderWithRuntime(<SafeHtml html={'<p>Hello</p><script>window.hacked = true</script>'} />);
    expect(container.querySelector('script')).toBeNull();
    expect(container.innerHTML).not.toContain('hacked');
  });

  it('strips event handlers such as onerror', () => {
    const { container } = renderWithRuntime(<SafeHtml html={'<img src="x.jpg" onerror="alert(1)" alt="x"><a href="/a" onclick="steal()">a</a>'} />);
    expect(container.querySelector('img')).not.toHaveAttribute('onerror');
    expect(container.querySelector('a')).not.toHaveAttribute('onclick');
    expect(container.innerHTML).not.toMatch(/alert|steal/);
  });

  it('removes javascript: links', () => {
    const { container } = renderWithRuntime(<SafeHtml html={'<a href="javascript:alert(1)">click</a>'} />);
    expect(container.querySelector('a')).not.toHaveAttribute('href');
  });

  it('gives links that open a new tab rel="noopener noreferrer"', () => {
    const { container } = renderWithRuntime(<SafeHtml html={'<a href="https://example.com" target="_blank">out</a><a href="/in">in</a>'} />);
    const [external, internal] = Array.from(container.querySelectorAll('a'));
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    expect(internal).not.toHaveAttribute('rel');
  });

  it('renders in the element asked for, with its class', () => {
    const { container } = renderWithRuntime(<SafeHtml as="h1" className="title" html="BUSINESS <br>VENTURES" />);
    const heading = container.querySelector('h1');
    expect(heading).toHaveClass('title');
    expect(heading?.querySelector('br')).not.toBeNull();
  });

  it('renders an empty element for missing markup', () => {
    const { container } = renderWithRuntime(<SafeHtml html={undefined} />);
    expect(container.firstChild).toBeEmptyDOMElement();
    expect(createHtmlSanitizer(window)(null)).toBe('');
  });

  describe("in a browser, before DOMPurify's code is in", () => {
    it("hydrates the server's cleaned markup as it is, without fetching DOMPurify", async () => {
      const server = await renderOnServer(<Sections />);
      expect(server.html).toContain('<strong>sports</strong>');
      const sanitizeHtml = await browserSanitizer();
      const page = await hydrateFromServer(<Sections />, server, '/', { runtime: createSiteRuntime({ sanitizeHtml }) });

      expect(page.errors).toEqual([]);
      const section = page.container.querySelector('.section');
      expect(section?.querySelector('strong')).toHaveTextContent('sports');
      expect(section?.innerHTML).not.toContain('onerror');
      expect(await codeIsIn(sanitizeHtml)).toBe(false);
      page.unmount();
    });

    it('shows other markup once DOMPurify has cleaned it, nothing before', async () => {
      const server = await renderOnServer(<Sections />);
      const sanitizeHtml = await browserSanitizer();
      const page = await hydrateFromServer(<Sections />, server, '/', { runtime: createSiteRuntime({ sanitizeHtml }) });
      const section = page.container.querySelector('.section');

      fireEvent.click(screen.getByRole('button', { name: 'Next' }));
      expect(section).toBeEmptyDOMElement();

      expect(await screen.findByText('hospitality')).toBeInTheDocument();
      expect(section?.innerHTML).not.toMatch(/script|hacked|sports/);
      page.unmount();
    });

    it('renders markup of its own once DOMPurify has cleaned it, never uncleaned', async () => {
      const sanitizeHtml = await browserSanitizer();
      const { container } = render(
        <SiteRuntimeProvider runtime={createSiteRuntime({ sanitizeHtml })}>
          <SafeHtml html={SECTION} />
        </SiteRuntimeProvider>,
      );
      expect(container.firstChild).toBeEmptyDOMElement();

      expect(await screen.findByText('sports')).toBeInTheDocument();
      expect(container.querySelector('img')).not.toHaveAttribute('onerror');
    });

    it('renders markup with nothing to clean at once, without DOMPurify', async () => {
      const sanitizeHtml = await browserSanitizer();
      const { container } = render(
        <SiteRuntimeProvider runtime={createSiteRuntime({ sanitizeHtml })}>
          <SafeHtml html="Solar Projects <br>Delivered" />
        </SiteRuntimeProvider>,
      );
      expect(container.firstChild).toHaveTextContent('Solar Projects Delivered');
      expect(container.querySelector('br')).not.toBeNull();
      expect(await codeIsIn(sanitizeHtml)).toBe(false);
    });
  });
});
