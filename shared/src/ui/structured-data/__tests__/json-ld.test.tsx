import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateFromServer, renderOnServer } from '@group/shared/testing';
import type { HydrationResult } from '@group/shared/testing';
import { JsonLd } from '../json-ld';
import { newsArticleJsonLd } from '../news-article';

const breakout = 'Results </script><script>window.hacked = true</script><!-- & more';

const article = newsArticleJsonLd({
  headline: breakout,
  description: 'Line\u2028separated\u2029text',
  url: 'https://www.meridian.example/news-centre/results',
  publisher: { name: 'Meridian Group' },
});

/** The script elements a browser's parser finds in `html`. */
const parsedScripts = (html: string) => {
  const template = document.createElement('template');
  template.innerHTML = html;
  return [...template.content.querySelectorAll('script')];
};

let hydrated: HydrationResult | undefined;

afterEach(() => {
  hydrated?.unmount();
  hydrated = undefined;
});

describe('JsonLd', () => {
  it('renders one application/ld+json script whose text is the data as JSON', () => {
    const { container } = render(<JsonLd data={article} />);
    const scripts = container.querySelectorAll('script');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toHaveAttribute('type', 'application/ld+json');
    expect(JSON.parse(scripts[0].textContent ?? '')).toEqual(article);
  });

  it('cannot be closed by the data: a headline with </script> stays inside one script element', () => {
    const html = renderToString(<JsonLd data={article} />);
    expect(html.match(/<\/script/g)).toHaveLength(1);
    expect(html).not.toContain('<!--');
    const scripts = parsedScripts(html);
    expect(scripts).toHaveLength(1);
    expect(JSON.parse(scripts[0].textContent ?? '')).toEqual(article);
  });

  it('is written in place in the body, where it is rendered', () => {
    const html = renderToString(
      <main>
        <h1>News</h1>
        <JsonLd data={article} />
      </main>,
    );
    expect(html).toMatch(/^<main><h1>News<\/h1><script type="application\/ld\+json">\{.*\}<\/script><\/main>$/);
  });

  it('hydrates without a mismatch', async () => {
    const page = (
      <section>
        <JsonLd data={article} />
      </section>
    );
    const server = await renderOnServer(page);
    hydrated = await hydrateFromServer(page, server);
    expect(hydrated.errors).toEqual([]);
    expect(JSON.parse(hydrated.container.querySelector('script')?.textContent ?? '')).toEqual(article);
  });
});
