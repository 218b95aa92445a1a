import { waitFor } from '@testing-library/react';
import { endpoints } from '@group/shared/contract';
import { paths, sectorSlugs } from '@group/shared/routes';
import { httpReply, hydrateFromServer, mockFetch, networkError, ok, renderOnServer, resetSiteStore, toastMessages } from '@group/shared/testing';
import { box, meta, notFoundReply, venture, ventureRoutes } from '../../features/venture/__tests__/venture-fixtures';
import { routes as exposedRoutes } from '../routes';

beforeEach(() => {
  resetSiteStore();
  // The client logs every failed call; what these tests look at is the markup and the status.
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

/** The page as the site's server renders it at `route`: its declared queries loaded first. */
const serverRender = (slug: string, route: string, budgetMs?: number) =>
  renderOnServer(<exposedRoutes.venture.Component slug={slug} />, { queries: exposedRoutes.venture.queries({ slug }), route, budgetMs });

const hydrate = (slug: string, route: string, server: Awaited<ReturnType<typeof serverRender>>) =>
  hydrateFromServer(<exposedRoutes.venture.Component slug={slug} />, server, route);

const never = () => new Promise<never>(() => undefined);

const sports = venture({
  sections: [
    { layout_type: 'title_desc', section_title: 'About us', section_description: '<p>Meridian Sports owns six clubs.</p>' },
    {
      layout_type: 'title_desc_image_horizontal',
      section_title: 'What we do',
      box_sections: [box({ box_title: 'Franchise Cricket', box_description: '<p>Six clubs in T20 leagues.</p>' })],
    },
    {
      layout_type: 'title_desc_image_vertical',
      image_type: 'regular',
      section_title: 'Our venues',
      box_sections: [box({ box_title: 'Meridian Arena', box_alt_tag: 'Arena at night' })],
    },
  ],
});

describe('the venture page rendered on the server', () => {
  it('shows the venture, its sections and its page meta, and hydrates without asking again', async () => {
    const route = paths.businessVenture('sports');
    const fetchMock = mockFetch(ventureRoutes(sports, meta({ meta_title: 'Sports | Meridian Group' })));
    const server = await serverRender('sports', route);

    expect(server.status).toBe(200);
    expect(server.html).toMatch(/<h1[^>]*>Sports<\/h1>/);
    expect(server.html).toContain('<title>Sports | Meridian Group</title>');
    expect(server.html).toContain('href="http://localhost:3000/business-venture/sports"');
    expect(server.html).toContain('Business Ventures');
    expect(server.html).toContain('href="/"');
    for (const text of ['About us', 'Meridian Sports owns six clubs.', 'What we do', 'Franchise Cricket', 'Six clubs in T20 leagues.', 'Our venues', 'Meridian Arena']) {
      expect(server.html).toContain(text);
    }
    expect(server.html).not.toContain('Loading...');

    const page = await hydrate('sports', route, server);
    expect(page.errors).toEqual([]);
    expect(page.container.querySelector('h1')).toHaveTextContent('Sports');
    // The venture is read once, for the page and for the meta query that needs its title.
    expect(fetchMock.callsTo(endpoints.ventureBySlug('sports'))).toHaveLength(1);
    expect(fetchMock.callsTo(endpoints.pageMeta('Sports'))).toHaveLength(1);
    page.unmount();
  });

  it.each(sectorSlugs)('shows the %s venture on its sector path', async (slug) => {
    const title = `The ${slug} venture`;
    mockFetch(ventureRoutes(venture({ title, slug }), meta({ meta_title: `${title} | Meridian Group` })));
    const route = paths.sector(slug);
    const server = await serverRender(slug, route);

    expect(server.status).toBe(200);
    expect(server.html).toContain(`>${title}</h1>`);
    expect(server.html).toContain(`<title>${title} | Meridian Group</title>`);
    expect(server.html).toContain(`href="http://localhost:3000/business-venture/${slug}"`);

    const page = await hydrate(slug, route, server);
    expect(page.errors).toEqual([]);
    page.unmount();
  });

  it.each([
    ['an unknown', { [endpoints.ventureBySlug('mining')]: notFoundReply('Business venture not found') }],
    ['a switched-off', { [endpoints.ventureBySlug('mining')]: ok(venture({ title: 'Mining', slug: 'mining', status: false })) }],
  ])('answers 404 with the not-found state for %s venture', async (_label, routes) => {
    const route = paths.businessVenture('mining');
    const fetchMock = mockFetch(routes);
    const server = await serverRender('mining', route);

    expect(server.status).toBe(404);
    expect(server.html).toContain('Business venture not found');
    expect(server.html).toContain('The business venture you are looking for could not be found.');
    expect(server.html).toMatch(/<a[^>]*href="\/"[^>]*>Back to home<\/a>/);
    expect(server.html).toContain('<meta name="robots" content="noindex, follow"/>');
    expect(server.html).not.toContain('Mining');
    expect(fetchMock.calls.some((call) => call.path.startsWith('/page-meta/'))).toBe(false);

    const page = await hydrate('mining', route, server);
    expect(page.errors).toEqual([]);
    page.unmount();
  });

  it('queues no toast for an unknown venture: the not-found state says it all', async () => {
    mockFetch({ [endpoints.ventureBySlug('mining')]: notFoundReply('Business venture not found') });
    await serverRender('mining', paths.businessVenture('mining'));
    expect(toastMessages()).toEqual([]);
  });

  it.each([
    ['the backend cannot be reached', networkError()],
    ['the backend answers 500', httpReply(500, { status: 500, message: 'Database unavailable' })],
    ['a gateway answers 502', 502],
  ])('answers 503 with the error state, not "not found", when %s', async (_label, failure) => {
    const route = paths.sector('sports');
    const fetchMock = mockFetch({ [endpoints.ventureBySlug('sports')]: failure });
    const server = await serverRender('sports', route);

    expect(server.status).toBe(503);
    expect(server.html).toContain('The business venture could not be loaded.');
    expect(server.html).toContain('Try again');
    expect(server.html).not.toContain('Business venture not found');
    // A 503 already tells crawlers to come back: the page is not marked as one to drop.
    expect(server.html).not.toContain('noindex');
    expect(server.html).toContain('href="http://localhost:3000/business-venture/sports"');
    expect(fetchMock.calls.some((call) => call.path.startsWith('/page-meta/'))).toBe(false);

    const page = await hydrate('sports', route, server);
    expect(page.errors).toEqual([]);
    // The browser starts from the server's failure: it does not ask again on its own.
    expect(fetchMock.callsTo(endpoints.ventureBySlug('sports'))).toHaveLength(1);
    page.unmount();
  });

  it('leaves a venture that outlasts the budget to the browser, showing "Loading..."', async () => {
    const route = paths.sector('sports');
    const fetchMock = mockFetch({ [endpoints.ventureBySlug('sports')]: never });
    const server = await serverRender('sports', route, 50);

    expect(server.status).toBe(200);
    expect(server.html).toContain('Loading...');
    expect(server.html).not.toContain('<h1');

    const page = await hydrate('sports', route, server);
    expect(page.errors).toEqual([]);
    expect(page.container).toHaveTextContent('Loading...');
    // Nothing came with the page, so the browser asks itself.
    await waitFor(() => expect(fetchMock.callsTo(endpoints.ventureBySlug('sports'))).toHaveLength(2));
    page.unmount();
  });

  it('names the head after the venture when its page meta outlasts the budget', async () => {
    const route = paths.businessVenture('sports');
    mockFetch({ [endpoints.ventureBySlug('sports')]: ok(sports), [endpoints.pageMeta('Sports')]: never });
    const server = await serverRender('sports', route, 50);

    expect(server.html).toContain('<title>Sports</title>');
    expect(server.html).toContain('<meta name="description" content="Meridian Sports"/>');
    expect(server.html).toContain('Franchise Cricket');

    const page = await hydrate('sports', route, server);
    expect(page.errors).toEqual([]);
    page.unmount();
  });
});
