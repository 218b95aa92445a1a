import { screen, waitFor, within } from '@testing-library/react';
import { endpoints } from '@group/shared/contract';
import { bannerImagesOf, mockFetch, networkError, ok, resetSiteStore, toastMessages } from '@group/shared/testing';
import { IMAGES, meta, notFoundReply, venture, ventureRoutes } from './venture-fixtures';
import { canonicalHref, metaContent, renderVenture } from './render-venture';

beforeEach(() => {
  resetSiteStore();
  // The client logs every failed call; the toasts are what these tests look at.
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

describe('Business venture detail', () => {
  it('shows "Loading..." until the venture arrives, then its banner and breadcrumbs', async () => {
    let answer: (value: object) => void = () => {};
    const fetchMock = mockFetch({
      [endpoints.ventureBySlug('sports')]: () => new Promise<object>((resolve) => (answer = resolve)),
      [endpoints.pageMeta('Sports')]: ok(meta()),
    });
    renderVenture('sports');

    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();

    // The load starts once the page has mounted; only then is there a request to answer.
    await waitFor(() => expect(fetchMock.callsTo(endpoints.ventureBySlug('sports'))).toHaveLength(1));
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    answer(ok(venture()));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sports' })).toBeInTheDocument();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();

    const crumbs = within(screen.getByRole('navigation', { name: 'Breadcrumb' }));
    expect(crumbs.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    // "Business Ventures" has no page of its own: shown, but disabled.
    expect(crumbs.queryByRole('link', { name: 'Business Ventures' })).not.toBeInTheDocument();
    expect(crumbs.getByText('Business Ventures')).toHaveAttribute('aria-disabled', 'true');
    expect(crumbs.getByText('Sports')).toHaveAttribute('aria-current', 'page');
  });

  it('uses the desktop banner above 767 px and the mobile banner at 767 px or less', async () => {
    mockFetch(ventureRoutes(venture()));
    const { container } = renderVenture('sports');

    const banner = await screen.findByRole('img', { name: 'Sports banner' });
    expect(banner).toHaveAttribute('src', `${IMAGES}/ventures/sports-desktop.jpg`);
    expect(banner).toHaveAttribute('width', '1920');
    expect(banner).toHaveAttribute('height', '520');
    expect(bannerImagesOf(container)).toEqual({
      desktop: `${IMAGES}/ventures/sports-desktop.jpg`,
      mobile: `${IMAGES}/ventures/sports-mobile.jpg`,
      media: '(max-width: 767px)',
    });
  });

  it('sets the head from /page-meta/{venture title}, with the canonical link on /business-venture/{slug}', async () => {
    const renewable = venture({ title: 'Renewable Energy', slug: 'renewable-energy' });
    const fetchMock = mockFetch(
      ventureRoutes(renewable, meta({ meta_title: 'Renewable Energy | Meridian Group', meta_description: 'Clean power.' })),
    );
    renderVenture('renewable-energy');

    await screen.findByRole('heading', { level: 1, name: 'Renewable Energy' });
    expect(fetchMock.callsTo('/page-meta/Renewable%20Energy')).toHaveLength(1);
    await waitFor(() => expect(document.title).toBe('Renewable Energy | Meridian Group'));
    expect(metaContent('meta[name="description"]')).toBe('Clean power.');
    expect(metaContent('meta[property="og:title"]')).toBe('Sports on the field');
    expect(metaContent('meta[property="og:image"]')).toBe(`${IMAGES}/og/sports.jpg`);
    expect(canonicalHref()).toBe('http://localhost:3000/business-venture/renewable-energy');
  });

  it('falls back to the venture names for the head when it has no page meta', async () => {
    mockFetch({
      [endpoints.ventureBySlug('sports')]: ok(venture()),
      [endpoints.pageMeta('Sports')]: notFoundReply('Page meta not found'),
    });
    renderVenture('sports');

    await screen.findByRole('heading', { level: 1, name: 'Sports' });
    expect(document.title).toBe('Sports');
    expect(metaContent('meta[name="description"]')).toBe('Meridian Sports');
    expect(canonicalHref()).toBe('http://localhost:3000/business-venture/sports');
  });

  it('says the venture is not found for an unknown slug, with a way home and no toast', async () => {
    const fetchMock = mockFetch({
      [endpoints.ventureBySlug('mining')]: notFoundReply('Business venture not found'),
    });
    renderVenture('mining');

    expect(await screen.findByRole('heading', { level: 1, name: 'Business venture not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    expect(document.title).toBe('Business venture not found');
    expect(canonicalHref()).toBe('http://localhost:3000/business-venture/mining');
    // The API's "not found" is an answer, not a failure: the not-found state alone, no toast; no
    // page meta is asked for.
    expect(toastMessages()).toEqual([]);
    expect(fetchMock.calls.some((call) => call.path.startsWith('/page-meta/'))).toBe(false);
    expect(screen.queryByRole('navigation', { name: 'Breadcrumb' })).not.toBeInTheDocument();
  });

  it('does not show a venture whose status is false', async () => {
    mockFetch({ [endpoints.ventureBySlug('agriculture')]: ok(venture({ title: 'Agriculture', slug: 'agriculture', status: false })) });
    renderVenture('agriculture');

    expect(await screen.findByRole('heading', { level: 1, name: 'Business venture not found' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Agriculture' })).not.toBeInTheDocument();
  });

  it('shows the error state and the "Internal Server Error" toast, not "not found", when the backend cannot be reached', async () => {
    mockFetch({ [endpoints.ventureBySlug('sports')]: networkError() });
    renderVenture('sports');

    expect(await screen.findByRole('alert')).toHaveTextContent('The business venture could not be loaded.');
    expect(screen.queryByText('Business venture not found')).not.toBeInTheDocument();
    expect(document.title).toBe('Business venture unavailable');
    expect(toastMessages('error')).toEqual(['Internal Server Error']);
  });

  it('reads the venture and its page meta again on "Try again"', async () => {
    mockFetch({ [endpoints.ventureBySlug('sports')]: 503 });
    renderVenture('sports');
    await screen.findByRole('alert');

    mockFetch(ventureRoutes(venture(), meta({ meta_title: 'Sports | Meridian Group' })));
    screen.getByRole('button', { name: 'Try again' }).click();
    expect(await screen.findByRole('heading', { level: 1, name: 'Sports' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Sports | Meridian Group'));
  });

  it('loads the other venture when the slug changes', async () => {
    const healthcare = venture({ title: 'Healthcare', slug: 'healthcare' });
    mockFetch({ ...ventureRoutes(venture()), ...ventureRoutes(healthcare, meta({ meta_title: 'Healthcare | Meridian Group' })) });
    const view = renderVenture('sports');
    await screen.findByRole('heading', { level: 1, name: 'Sports' });

    view.showSlug('healthcare');
    expect(await screen.findByRole('heading', { level: 1, name: 'Healthcare' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1, name: 'Sports' })).not.toBeInTheDocument();
  });
});
