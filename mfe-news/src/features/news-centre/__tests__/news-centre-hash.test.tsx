import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createBrowserRouter, createMemoryRouter, Link, RouterProvider } from 'react-router-dom';
import { mockFetch, mockMatchMedia, renderWithRuntime, resetSiteStore } from '@group/shared/testing';
import { paths } from '@group/shared/routes';
import { NewsCentrePage } from '../news-centre-page';
import { cardTitles, renderNewsCentre } from './render-news-centre';
import { firstPages, groupUpdates, listingRoutes, mediaMentions } from './news-fixtures';

beforeEach(() => {
  resetSiteStore();
  mockMatchMedia({ width: 1280 });
  mockFetch(listingRoutes(firstPages()));
});

const selectedTab = () => screen.getByRole('tab', { selected: true });

/** The listing in a memory router whose history is `entries`, at the last one. */
async function renderWithHistory(entries: string[]) {
  const router = createMemoryRouter(
    [
      {
        path: paths.newsCentre,
        element: (
          <>
            <NewsCentrePage />
            <Link to={paths.newsCategory(groupUpdates._id)}>See group updates</Link>
          </>
        ),
      },
      { path: '*', element: <p>Elsewhere</p> },
    ],
    { initialEntries: entries, initialIndex: entries.length - 1 },
  );
  renderWithRuntime(<RouterProvider router={router} />);
  await screen.findByRole('tablist');
  return router;
}

describe('News Centre: the category in the address hash', () => {
  it('selects the first category when there is no hash', async () => {
    await renderNewsCentre('/news-centre');
    expect(selectedTab()).toHaveTextContent('Press Releases');
  });

  it('selects the category the hash names and shows its news', async () => {
    await renderNewsCentre(`/news-centre#${mediaMentions._id}`);
    expect(selectedTab()).toHaveTextContent('Media Mentions');
    expect(cardTitles()).toEqual(['Media Mentions 1', 'Media Mentions 2', 'Media Mentions 3']);
  });

  it('accepts an encoded id', async () => {
    await renderNewsCentre(`/news-centre#${encodeURIComponent(groupUpdates._id)}`);
    expect(selectedTab()).toHaveTextContent('Group Updates');
  });

  it('falls back to the first category for a hash that names none', async () => {
    const { location } = await renderNewsCentre('/news-centre#no-such-category');
    expect(selectedTab()).toHaveTextContent('Press Releases');
    await waitFor(() => expect(location().hash).toBe(''));
  });

  it('puts the category into the address in place of the hash, keeping path and query, without a new history entry', async () => {
    const router = await renderWithHistory(['/elsewhere', `/news-centre?ref=home#${mediaMentions._id}`]);
    expect(selectedTab()).toHaveTextContent('Media Mentions');
    expect(router.state.location).toMatchObject({ pathname: '/news-centre', search: `?ref=home&category=${mediaMentions._id}`, hash: '' });
    // Back leaves the page instead of landing on the same page with the hash.
    await act(() => router.navigate(-1));
    expect(screen.getByText('Elsewhere')).toBeInTheDocument();
  });

  it('selects again when a later link brings a new hash, and removes it too', async () => {
    const router = await renderWithHistory([`/news-centre#${mediaMentions._id}`]);
    await userEvent.click(screen.getByRole('link', { name: 'See group updates' }));
    expect(selectedTab()).toHaveTextContent('Group Updates');
    expect(router.state.location.hash).toBe('');
  });

  it('selects again when the window reports a hash change', async () => {
    await renderNewsCentre('/news-centre');
    expect(selectedTab()).toHaveTextContent('Press Releases');
    act(() => {
      window.history.replaceState(null, '', `/news-centre?x=1#${groupUpdates._id}`);
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    expect(selectedTab()).toHaveTextContent('Group Updates');
    expect(window.location.hash).toBe('');
  });
});

describe('News Centre in a browser router', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('removes the hash from the real address with replaceState and reacts to a typed hash', async () => {
    window.history.pushState(null, '', `/news-centre?ref=home#${mediaMentions._id}`);
    const entries = window.history.length;
    const replaceState = jest.spyOn(window.history, 'replaceState');
    const router = createBrowserRouter([{ path: paths.newsCentre, element: <NewsCentrePage /> }]);
    renderWithRuntime(<RouterProvider router={router} />);
    await screen.findByRole('tablist');
    expect(selectedTab()).toHaveTextContent('Media Mentions');
    expect(window.location.hash).toBe('');
    expect(window.location.pathname + window.location.search).toBe(`/news-centre?ref=home&category=${mediaMentions._id}`);
    expect(window.history.length).toBe(entries);
    expect(replaceState).toHaveBeenCalled();

    // As a visitor typing a new hash into the address bar: the browser navigates, then says so.
    await act(async () => {
      window.location.hash = groupUpdates._id;
      await new Promise((resolve) => window.addEventListener('hashchange', resolve, { once: true }));
    });
    expect(selectedTab()).toHaveTextContent('Group Updates');
    expect(window.location.hash).toBe('');
    router.dispose();
  });
});
