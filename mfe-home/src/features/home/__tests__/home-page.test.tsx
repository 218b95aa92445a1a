import { act, screen, waitForElementToBeRemoved, within } from '@testing-library/react';
import { httpReply, mockFetch, mockMatchMedia, ok, renderWithRouter, resetSiteStore, toastMessages } from '@group/shared/testing';
import type { MockAnswer, MockValue } from '@group/shared/testing';
import { HomePage } from '../home-page';
import { content, deferred, hiddenVenture, homeAnswers, homeRoutes, meta, ventures } from './home-fixtures';
import type { HomeLoadName } from './home-fixtures';

const loader = () => screen.queryByRole('status', { name: 'Loading page' });
const page = () => screen.getByTestId('home-page');

beforeEach(() => {
  resetSiteStore();
  mockMatchMedia({ width: 1280 });
});
afterEach(() => {
  jest.useRealTimers();
});

async function renderLoadedHome(overrides: Partial<Record<HomeLoadName, MockValue>> = {}) {
  mockFetch(homeRoutes(overrides));
  const view = renderWithRouter(<HomePage />);
  // The loader holds 300 ms after the loads; a busy machine is given time beyond that.
  await waitForElementToBeRemoved(loader, { timeout: 5000 });
  return view;
}

describe('HomePage, loaded', () => {
  it('shows the banner, section 01, the counters, the ventures and the news categories', async () => {
    await renderLoadedHome();
    const slider = screen.getByRole('region', { name: 'Highlights' });
    expect(within(slider).getAllByRole('heading', { name: 'Building India’s tomorrow' })[0]).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'About Us' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'A legacy of enterprise, a future of purpose' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Know More' })).toHaveAttribute('href', '/our-company');
    expect(within(screen.getByRole('region', { name: 'Our numbers' })).getAllByText('07+')[0]).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'At a glance' })).toHaveTextContent('1M+Impacting Lives');
    expect(screen.getByRole('heading', { level: 2, name: 'Business Ventures' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sports The sports line Explore' })).toHaveAttribute('href', '/business-venture/sports');
    expect(screen.getByRole('heading', { level: 2, name: 'NEWS CENTRE' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Press Releases/ })).toHaveAttribute('href', '/news-centre#c1');
    expect(toastMessages()).toEqual([]);
  });

  it('sanitizes the markup of section 01', async () => {
    await renderLoadedHome();
    expect(document.querySelector('[onerror]')).toBeNull();
    expect(screen.getByText('Meridian Group is a diversified Indian business group.')).toBeInTheDocument();
  });

  it('keeps only ventures whose category status is true, in category order', async () => {
    await renderLoadedHome({ accordion: ok([ventures[2], hiddenVenture, ventures[0], ventures[1]]) });
    const section = screen.getByRole('region', { name: 'Business Ventures' });
    const links = within(section).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/business-venture/sports',
      '/business-venture/hospitality',
      '/business-venture/healthcare',
    ]);
  });

  it('sets the head from /page-meta/home', async () => {
    await renderLoadedHome();
    expect(document.title).toBe(meta.meta_title);
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute('content', meta.meta_description);
    expect(document.head.querySelector('meta[property="og:image"]')).toHaveAttribute(
      'content',
      'http://localhost:4000/images/og/meridian-group.jpg',
    );
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', 'http://localhost:3000/');
  });
});

describe('HomePage, the disclaimer', () => {
  // The blur, the veil and inertness are CSS on the page's wrapper, for as long as it holds an
  // open dialog (home-page.module.css); script never sets `inert`, which it would have to lift.
  const blurredByDialog = () => page().parentElement?.querySelector(':scope > dialog[open]');

  it('is open on load, over a blurred page that cannot be reached behind it', async () => {
    await renderLoadedHome();
    const dialog = screen.getByRole('dialog', { name: 'Beware of forged Letters of Intent' });
    expect(dialog).toHaveFocus();
    expect(blurredByDialog()).toBe(dialog);
    expect(page()).not.toHaveAttribute('inert');
  });

  it('closes on Close, and the page is sharp and usable again', async () => {
    const { user } = await renderLoadedHome();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(blurredByDialog()).toBeNull();
    expect(page()).not.toHaveAttribute('inert');
  });
});

describe('HomePage, the full-page loader', () => {
  const content5: HomeLoadName[] = ['banner', 'stats', 'section', 'accordion', 'news'];

  /** Lets the answered fetches run through the client and into React. */
  const settle = () =>
    act(async () => {
      for (let turn = 0; turn < 20; turn += 1) await Promise.resolve();
    });

  /** Holds the named loads pending until `release` answers them with the fixtures. */
  function holdLoads(names: HomeLoadName[]) {
    const held = new Map(names.map((name) => [name, deferred<MockAnswer>()]));
    const routes = homeRoutes(Object.fromEntries(names.map((name) => [name, () => held.get(name)!.promise])));
    const release = async (name: HomeLoadName) => {
      held.get(name)!.resolve(homeAnswers[name]);
      await settle();
    };
    return { routes, release };
  }

  it('shows until the five content loads have finished, plus 300 ms', async () => {
    jest.useFakeTimers();
    const { routes, release } = holdLoads(content5);
    mockFetch(routes);
    renderWithRouter(<HomePage />);
    await settle();
    expect(loader()).toBeInTheDocument();

    for (const name of content5.slice(0, 4)) await release(name);
    act(() => jest.advanceTimersByTime(10_000));
    expect(loader()).toBeInTheDocument();

    await release('news');
    act(() => jest.advanceTimersByTime(299));
    expect(loader()).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(loader()).not.toBeInTheDocument();
    expect(page()).toHaveAttribute('aria-busy', 'false');
  });

  it('does not wait for the meta load', async () => {
    jest.useFakeTimers();
    const { routes } = holdLoads(['meta']);
    mockFetch(routes);
    renderWithRouter(<HomePage />);
    await settle();
    act(() => jest.advanceTimersByTime(300));
    expect(loader()).not.toBeInTheDocument();
    expect(document.title).toBe('Meridian Group');
  });

  it('renders the banner (and requests its image) as soon as its data is in, under the loader', async () => {
    jest.useFakeTimers();
    const { routes, release } = holdLoads(content5);
    mockFetch(routes);
    renderWithRouter(<HomePage />);
    await release('banner');
    expect(loader()).toBeInTheDocument();
    const image = screen.getAllByRole('img', { name: 'A diversified Indian business group', hidden: true })[0];
    expect(image).toHaveAttribute('src', 'http://localhost:4000/images/banners/home-1-desktop.jpg');
    expect(image).toHaveAttribute('fetchpriority', 'high');
  });
});

describe('HomePage, a load that fails', () => {
  beforeEach(() => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    jest.spyOn(console, 'warn').mockImplementation(() => {});
  });

  it.each<[HomeLoadName, () => void]>([
    ['banner', () => expect(screen.queryByRole('region', { name: 'Highlights' })).not.toBeInTheDocument()],
    ['stats', () => expect(screen.queryByRole('region', { name: 'Our numbers' })).not.toBeInTheDocument()],
    ['section', () => expect(screen.queryByRole('heading', { name: 'About Us' })).not.toBeInTheDocument()],
    ['accordion', () => expect(screen.getByText('Our business ventures cannot be shown right now. Please try again later.')).toBeInTheDocument()],
    ['news', () => expect(screen.getByText('News cannot be shown right now. Please try again later.')).toBeInTheDocument()],
    ['meta', () => expect(document.title).toBe('Meridian Group')],
  ])('%s: is logged, counts as finished, and the rest of the page shows', async (name, expectGone) => {
    await renderLoadedHome({ [name]: httpReply(500) });
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining(`the ${name} load failed`));
    expect(toastMessages()).toEqual(['Internal Server Error']);
    expectGone();
    expect(screen.getByRole('list', { name: 'At a glance' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'NEWS CENTRE' })).toBeInTheDocument();
    if (name !== 'accordion') expect(screen.getByRole('link', { name: 'Sports The sports line Explore' })).toBeInTheDocument();
    if (name !== 'section') expect(screen.getByRole('heading', { name: content.section1.heading })).toBeInTheDocument();
  });

  it('counts a body status other than 200 as a failure too, with its message', async () => {
    await renderLoadedHome({ news: { status: 404, message: 'No categories' } });
    expect(toastMessages()).toEqual(['No categories']);
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining('the news load failed'));
  });
});
