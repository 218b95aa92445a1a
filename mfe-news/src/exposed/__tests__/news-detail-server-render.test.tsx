import { act, screen } from '@testing-library/react';
import { httpReply, hydrateFromServer, mockFetch, networkError, ok, renderOnServer, resetSiteStore, toastMessages } from '@group/shared/testing';
import type { HydrationResult, MockRoutes } from '@group/shared/testing';
import { paths } from '@group/shared/routes';
import { routes as exposedRoutes } from '../routes';

import { newsCentreBanner } from '../../test-support/news-centre-banner';
import { solarParkItem } from '../../features/news-detail/__tests__/news-detail-fixtures';

const banner = newsCentreBanner;
const item = solarParkItem;

/** The page as the shell's route table renders it, at its address. */
async function serverRender(slug: string, routes: MockRoutes, budgetMs?: number) {
  mockFetch(routes);
  const page = <exposedRoutes.newsDetail.Component slug={slug} />;
  const route = paths.newsDetail(slug);
  const server = await renderOnServer(page, { queries: exposedRoutes.newsDetail.queries({ slug }), route, budgetMs });
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

describe('News detail rendered on the server', () => {
  it('sends the banner, the item and its description, and hydrates with them', async () => {
    const { page, route, server } = await serverRender(item.slug, { '/newscentre/solar-park': ok(item), '/section-banners': ok([banner]) });

    expect(server.status).toBe(200);
    expect(server.html).toContain('PRESS RELEASES');
    expect(server.html).toContain(item.title);
    expect(server.html).toContain('<p>Jodhpur, 14 January 2026: The park is live.</p><p>It powers 90,000 homes.</p>');
    expect(server.html).toContain('href="https://business-daily.example.com/energy/solar-park"');
    expect(server.html).toContain('http://localhost:4000/images/news/news-01-inner.jpg');
    expect(server.html).toContain('content="Jodhpur, 14 January 2026: The park is live. It powers 90,000 homes."');

    hydrated = await hydrateFromServer(page, server, route);
    expect(hydrated.errors).toEqual([]);
    expect(screen.getByRole('heading', { level: 3, name: item.title })).toBeInTheDocument();
  });

  it.each([
    ['the backend answers 404', httpReply(404, { status: 404, message: 'News item not found' })],
    ['the item is not published', ok({ ...item, status: false })],
  ])('answers 404 with "News item not found" when %s', async (_case, answer) => {
    const { page, route, server } = await serverRender('gone', { '/newscentre/gone': answer, '/section-banners': ok([banner]) });

    expect(server.status).toBe(404);
    expect(server.html).toContain('News item not found');
    expect(server.html).toContain(`href="${paths.newsCentre}"`);
    expect(server.html).toContain('Back to News Centre');
    expect(server.html).toContain('content="noindex, follow"');
    expect(server.html).not.toContain(item.title);

    hydrated = await hydrateFromServer(page, server, route);
    expect(hydrated.errors).toEqual([]);
  });

  it('queues no toast for an item the backend does not have: the not-found state says it all', async () => {
    await serverRender('gone', { '/newscentre/gone': httpReply(404, { status: 404, message: 'News item not found' }), '/section-banners': ok([banner]) });
    expect(toastMessages()).toEqual([]);
  });

  it.each([
    ['the backend cannot be reached', networkError()],
    ['the backend answers 500', httpReply(500, { status: 500, message: 'Database unavailable' })],
    ['a gateway answers 503', 503],
  ])('answers 503 with the error state, not "not found", when %s, and reads the item again on "Try again"', async (_case, failure) => {
    const { page, route, server } = await serverRender(item.slug, { '/newscentre/solar-park': failure, '/section-banners': ok([banner]) });

    expect(server.status).toBe(503);
    expect(server.html).toContain('The news item could not be loaded.');
    expect(server.html).toContain('Try again');
    expect(server.html).not.toContain('News item not found');
    // A 503 already tells crawlers to come back: the page is not marked as one to drop.
    expect(server.html).not.toContain('noindex');
    expect(toastMessages('error')).toEqual(['Internal Server Error']);

    mockFetch({ '/newscentre/solar-park': ok(item) });
    hydrated = await hydrateFromServer(page, server, route);
    expect(hydrated.errors).toEqual([]);
    await act(async () => screen.getByRole('button', { name: 'Try again' }).click());
    expect(await screen.findByRole('heading', { level: 3, name: item.title })).toBeInTheDocument();
  });

  it('asks the backend for a slug holding <, > and " encoded once, and answers its 404', async () => {
    const fetchMock = mockFetch({ '/newscentre/%3Cb%3E%22': httpReply(404, { status: 404, message: 'News item not found' }), '/section-banners': ok([banner]) });
    const slug = '<b>"';
    const server = await renderOnServer(<exposedRoutes.newsDetail.Component slug={slug} />, {
      queries: exposedRoutes.newsDetail.queries({ slug }),
      route: paths.newsDetail(slug),
    });

    expect(fetchMock.calls.map((call) => call.path)).toContain('/newscentre/%3Cb%3E%22');
    expect(server.status).toBe(404);
    expect(server.html).toContain('News item not found');
  });

  it('sends "Loading..." when the item outlasts the budget, and loads it in the browser', async () => {
    const { page, route, server } = await serverRender(
      item.slug,
      { '/newscentre/solar-park': () => new Promise<never>(() => undefined), '/section-banners': ok([banner]) },
      50,
    );
    expect(server.status).toBe(200);
    expect(server.html).toContain('Loading...');
    expect(server.html).not.toContain(item.title);

    mockFetch({ '/newscentre/solar-park': ok(item) });
    hydrated = await hydrateFromServer(page, server, route);
    expect(hydrated.errors).toEqual([]);
    expect(await screen.findByRole('heading', { level: 3, name: item.title })).toBeInTheDocument();
  });

  it('declares its queries under keys named by their endpoints, slug included', () => {
    expect(exposedRoutes.newsDetail.queries({ slug: 'solar park' }).map((query) => query.key)).toEqual(['news:/newscentre/solar%20park', 'news:/section-banners']);
  });
});
