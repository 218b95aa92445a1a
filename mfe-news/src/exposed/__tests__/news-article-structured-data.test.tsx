import { screen } from '@testing-library/react';
import { httpReply, hydrateFromServer, mockFetch, ok, renderOnServer, renderWithRouter, resetSiteStore } from '@group/shared/testing';
import type { HydrationResult, MockRoutes } from '@group/shared/testing';
import type { NewsItem } from '@group/shared/contract';
import { paths } from '@group/shared/routes';
import { routes as exposedRoutes } from '../routes';
import { NewsDetailPage } from '../../features/news-detail/news-detail-page';

import { newsCentreBanner } from '../../test-support/news-centre-banner';
import { solarParkItem } from '../../features/news-detail/__tests__/news-detail-fixtures';

const banner = newsCentreBanner;
const item: NewsItem = {
  ...solarParkItem,
  description:
    '<p style="color: red"><strong>Jodhpur, 14 January 2026:</strong> The park is live.</p><p>It powers <b>90,000</b> homes &amp; farms.</p>',
};

type Node = Record<string, unknown>;

/** The structured data in `container`, parsed as a crawler parses it. */
const structuredData = (container: ParentNode): Node[] =>
  [...container.querySelectorAll('script[type="application/ld+json"]')].map((script) => JSON.parse(script.textContent ?? '') as Node);

const ofType = (container: ParentNode, type: string) => structuredData(container).filter((node) => node['@type'] === type);

/** The server's markup as a document fragment. */
const parsed = (html: string) => {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.content;
};

async function serverRender(slug: string, routes: MockRoutes) {
  mockFetch(routes);
  const page = <exposedRoutes.newsDetail.Component slug={slug} />;
  const route = paths.newsDetail(slug);
  const server = await renderOnServer(page, { queries: exposedRoutes.newsDetail.queries({ slug }), route });
  return { page, route, server };
}

let hydrated: HydrationResult | undefined;

beforeEach(() => {
  resetSiteStore();
  jest.spyOn(console, 'error').mockImplementation(() => {});
  jest.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  hydrated?.unmount();
  hydrated = undefined;
});

describe('News detail structured data', () => {
  it('describes the item as a NewsArticle', async () => {
    mockFetch({ '/newscentre/solar-park': ok(item), '/section-banners': ok([banner]) });
    const { container } = renderWithRouter(<NewsDetailPage slug={item.slug} />, { route: paths.newsDetail(item.slug) });
    await screen.findByRole('heading', { level: 3, name: item.title });

    expect(ofType(container, 'NewsArticle')).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'NewsArticle',
        headline: item.title,
        description: 'Jodhpur, 14 January 2026: The park is live. It powers 90,000 homes & farms.',
        image: ['http://localhost:4000/images/news/news-01-inner.jpg', 'http://localhost:4000/images/news/news-01.jpg'],
        datePublished: '2026-01-14T10:30:00.000Z',
        mainEntityOfPage: 'http://localhost:3000/news-centre/solar-park',
        publisher: { '@type': 'Organization', name: 'Meridian Group', url: 'http://localhost:3000/', logo: 'http://localhost:3000/logo.svg' },
        articleSection: 'Press Releases',
      },
    ]);
  });

  it('leaves out what the item does not have', async () => {
    const bare = { ...item, description: '', image: undefined, inner_page_image: undefined, createdAt: undefined, category: { name: '' } };
    mockFetch({ '/newscentre/solar-park': ok(bare), '/section-banners': ok([banner]) });
    const { container } = renderWithRouter(<NewsDetailPage slug={item.slug} />, { route: paths.newsDetail(item.slug) });
    await screen.findByRole('heading', { level: 3, name: item.title });

    const [article] = ofType(container, 'NewsArticle');
    expect(Object.keys(article).sort()).toEqual(['@context', '@type', 'headline', 'mainEntityOfPage', 'publisher']);
  });

  it('gives the trail Home › News Centre › the item as a BreadcrumbList', async () => {
    mockFetch({ '/newscentre/solar-park': ok(item), '/section-banners': ok([banner]) });
    const { container } = renderWithRouter(<NewsDetailPage slug={item.slug} />, { route: paths.newsDetail(item.slug) });
    await screen.findByRole('heading', { level: 3, name: item.title });

    expect(ofType(container, 'BreadcrumbList')).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: [
          { '@type': 'ListItem', position: 1, name: 'Home', item: 'http://localhost:3000/' },
          { '@type': 'ListItem', position: 2, name: 'News Centre', item: 'http://localhost:3000/news-centre' },
          { '@type': 'ListItem', position: 3, name: item.title },
        ],
      },
    ]);
  });

  it('has no NewsArticle while loading', () => {
    mockFetch({ '/newscentre/solar-park': () => new Promise<never>(() => undefined), '/section-banners': ok([banner]) });
    const { container } = renderWithRouter(<NewsDetailPage slug={item.slug} />, { route: paths.newsDetail(item.slug) });
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(ofType(container, 'NewsArticle')).toEqual([]);
  });

  it('is sent by the server and hydrates without a mismatch', async () => {
    const { page, route, server } = await serverRender(item.slug, { '/newscentre/solar-park': ok(item), '/section-banners': ok([banner]) });
    const sent = ofType(parsed(server.html), 'NewsArticle');
    expect(sent).toHaveLength(1);
    expect(sent[0].headline).toBe(item.title);

    hydrated = await hydrateFromServer(page, server, route);
    expect(hydrated.errors).toEqual([]);
    expect(ofType(hydrated.container, 'NewsArticle')).toEqual(sent);
  });

  it('cannot be broken out of by a title that closes the script', async () => {
    const title = 'Results </script><script>window.hacked = true</script><!--';
    const { page, route, server } = await serverRender(item.slug, {
      '/newscentre/solar-park': ok({ ...item, title }),
      '/section-banners': ok([banner]),
    });
    expect(server.html).not.toContain('</script><script>window.hacked');
    expect(ofType(parsed(server.html), 'NewsArticle')[0].headline).toBe(title);

    hydrated = await hydrateFromServer(page, server, route);
    expect(hydrated.errors).toEqual([]);
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it.each([
    ['the backend answers 404', httpReply(404, { status: 404, message: 'News item not found' })],
    ['the item is not published', ok({ ...item, status: false })],
  ])('has no NewsArticle when %s (not found)', async (_case, answer) => {
    const { server } = await serverRender('gone', { '/newscentre/gone': answer, '/section-banners': ok([banner]) });
    expect(server.status).toBe(404);
    expect(ofType(parsed(server.html), 'NewsArticle')).toEqual([]);
  });
});
