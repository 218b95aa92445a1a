import { createHtmlSanitizer } from '@group/shared/runtime';
import { renderWithRuntime } from '@group/shared/testing';
import { SafeHtml } from '../safe-html';

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
});
