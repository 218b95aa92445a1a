import { screen, waitFor } from '@testing-library/react';
import { mockFetch, mockMatchMedia, ok, resetSiteStore, toastMessages } from '@group/shared/testing';
import type { MockAnswer } from '@group/shared/testing';
import { cardTitles, renderNewsCentre } from './render-news-centre';

import { firstPages, groupUpdates, listingRoutes, mediaMentions, newsItems, pageOf, pagedBackend, pressReleases } from './news-fixtures';

beforeEach(() => {
  resetSiteStore();
  mockMatchMedia({ width: 1280 });
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

const loadMore = () => screen.queryByRole('button', { name: 'LOAD MORE' });

describe('News Centre: LOAD MORE', () => {
  it('shows while fewer items are loaded than the total, and asks for the next 3 after those loaded', async () => {
    const press = newsItems(pressReleases, 8);
    const fetchMock = mockFetch({
      ...listingRoutes(firstPages({ 'Press Releases': 8 })),
      '/newscentre': pagedBackend({ [pressReleases._id]: press }),
    });
    const { user } = await renderNewsCentre();
    expect(cardTitles()).toHaveLength(3);

    await user.click(loadMore()!);
    await waitFor(() => expect(cardTitles()).toHaveLength(6));
    await user.click(loadMore()!);
    await waitFor(() => expect(cardTitles()).toHaveLength(8));

    expect(cardTitles()).toEqual(press.map((item) => item.title));
    expect(loadMore()).not.toBeInTheDocument();
    const pages = fetchMock.callsTo('/newscentre').map((request) => Object.fromEntries(pageOf(request)));
    expect(pages).toEqual([
      { category: pressReleases._id, skip: '3', limit: '3' },
      { category: pressReleases._id, skip: '6', limit: '3' },
    ]);
  });

  it('is absent when the first page already holds every item', async () => {
    mockFetch(listingRoutes(firstPages({ 'Press Releases': 3 })));
    await renderNewsCentre();
    expect(cardTitles()).toHaveLength(3);
    expect(loadMore()).not.toBeInTheDocument();
  });

  it('appends to the selected category alone, and each category keeps what it loaded', async () => {
    const all = { [pressReleases._id]: newsItems(pressReleases, 9), [groupUpdates._id]: newsItems(groupUpdates, 5) };
    const fetchMock = mockFetch({
      ...listingRoutes(firstPages({ 'Press Releases': 9, 'Group Updates': 5 })),
      '/newscentre': pagedBackend(all),
    });
    const { user } = await renderNewsCentre();

    await user.click(loadMore()!);
    await waitFor(() => expect(cardTitles()).toHaveLength(6));

    await user.click(screen.getByRole('tab', { name: 'Group Updates' }));
    expect(cardTitles()).toEqual(['Group Updates 1', 'Group Updates 2', 'Group Updates 3']);
    await user.click(loadMore()!);
    await waitFor(() => expect(cardTitles()).toHaveLength(5));
    expect(loadMore()).not.toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Media Mentions' }));
    expect(cardTitles()).toEqual(['Media Mentions 1', 'Media Mentions 2', 'Media Mentions 3']);

    await user.click(screen.getByRole('tab', { name: 'Press Releases' }));
    expect(cardTitles()).toEqual(all[pressReleases._id].slice(0, 6).map((item) => item.title));
    await user.click(loadMore()!);
    await waitFor(() => expect(cardTitles()).toHaveLength(9));

    const pages = fetchMock.callsTo('/newscentre').map((request) => `${pageOf(request).get('category')}@${pageOf(request).get('skip')}`);
    expect(pages).toEqual([`${pressReleases._id}@3`, `${groupUpdates._id}@3`, `${pressReleases._id}@6`]);
    expect(fetchMock.calls.filter((request) => request.path.includes(mediaMentions._id))).toEqual([]);
  });

  it('is disabled while its page is on the way, so one click asks once', async () => {
    let answer: (value: MockAnswer) => void = () => {};
    const fetchMock = mockFetch({
      ...listingRoutes(firstPages({ 'Press Releases': 6 })),
      '/newscentre': () => new Promise((resolve) => (answer = resolve)),
    });
    const { user } = await renderNewsCentre();
    await user.click(loadMore()!);
    expect(loadMore()).toHaveAttribute('aria-disabled', 'true');
    await user.click(loadMore()!);
    expect(fetchMock.callsTo('/newscentre')).toHaveLength(1);
    answer(ok(newsItems(pressReleases, 3, 4)));
    await waitFor(() => expect(cardTitles()).toHaveLength(6));
    expect(loadMore()).not.toBeInTheDocument();
  });

  it('keeps the list and the button when a page fails, so the visitor can try again', async () => {
    let failing = true;
    mockFetch({
      ...listingRoutes(firstPages({ 'Press Releases': 4 })),
      '/newscentre': () => (failing ? 500 : ok(newsItems(pressReleases, 1, 4))),
    });
    const { user } = await renderNewsCentre();
    await user.click(loadMore()!);
    await waitFor(() => expect(loadMore()).not.toHaveAttribute('aria-disabled'));
    expect(toastMessages('error')).toEqual(['Internal Server Error']);
    expect(cardTitles()).toHaveLength(3);
    failing = false;
    await user.click(loadMore()!);
    await waitFor(() => expect(cardTitles()).toHaveLength(4));
    expect(loadMore()).not.toBeInTheDocument();
  });

  it('moves focus from LOAD MORE to the first new card once its page is in, so the keyboard reads on', async () => {
    mockFetch({
      ...listingRoutes(firstPages({ 'Press Releases': 8 })),
      '/newscentre': pagedBackend({ [pressReleases._id]: newsItems(pressReleases, 8) }),
    });
    const { user } = await renderNewsCentre();
    loadMore()!.focus();

    await user.keyboard('{Enter}');

    await waitFor(() => expect(screen.getByRole('link', { name: 'Press Releases 4' })).toHaveFocus());
    await user.tab();
    expect(screen.getByRole('link', { name: 'Press Releases 5' })).toHaveFocus();
  });

  it('stops offering more when the backend has nothing left, whatever the total said', async () => {
    mockFetch({ ...listingRoutes(firstPages({ 'Press Releases': 10 })), '/newscentre': ok([]) });
    const { user } = await renderNewsCentre();
    await user.click(loadMore()!);
    await waitFor(() => expect(loadMore()).not.toBeInTheDocument());
    expect(cardTitles()).toHaveLength(3);
  });
});
