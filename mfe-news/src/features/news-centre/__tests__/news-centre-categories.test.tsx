import { screen, within } from '@testing-library/react';
import { mockFetch, resetSiteStore } from '@group/shared/testing';
import { cardTitles, renderNewsCentre } from './render-news-centre';
import { categories, firstPages, listingRoutes, mediaMentions } from './news-fixtures';

beforeEach(() => {
  resetSiteStore();
  mockFetch(listingRoutes(firstPages()));
});

const tabNames = () => screen.getAllByRole('tab').map((tab) => tab.textContent);
const selectedTab = () => screen.getByRole('tab', { selected: true });

const dropdown = () => screen.getByRole('navigation', { name: 'Select category' });

describe('News Centre: choosing a category', () => {
  it('shows tabs and the dropdown, each a link to its category’s address; the stylesheet shows one by width', async () => {
    await renderNewsCentre();
    expect(screen.getByRole('tablist', { name: 'News categories' })).toBeInTheDocument();
    expect(tabNames()).toEqual(categories.map((category) => category.name));
    expect(screen.getByRole('tabpanel', { name: 'Press Releases' })).toBeInTheDocument();
    for (const category of categories) {
      expect(screen.getByRole('tab', { name: category.name })).toHaveAttribute('href', `/news-centre?category=${category._id}`);
      expect(within(dropdown()).getByRole('link', { name: category.name, hidden: true })).toHaveAttribute('href', `/news-centre?category=${category._id}`);
    }
    expect(within(dropdown()).getByText('Press Releases', { selector: 'summary *' })).toBeInTheDocument();
  });

  it('changes the category by tab click, into the address', async () => {
    const { user, location } = await renderNewsCentre();
    await user.click(screen.getByRole('tab', { name: 'Group Updates' }));
    expect(selectedTab()).toHaveTextContent('Group Updates');
    expect(screen.getByRole('tab', { name: 'Press Releases' })).toHaveAttribute('aria-selected', 'false');
    expect(cardTitles()).toEqual(['Group Updates 1', 'Group Updates 2', 'Group Updates 3']);
    expect(location().search).toBe('?category=cat-group');
  });

  it('changes the category by dropdown, which closes', async () => {
    const { user } = await renderNewsCentre();
    await user.click(within(dropdown()).getByText('Select category'));
    await user.click(within(dropdown()).getByRole('link', { name: 'Media Mentions' }));
    expect(cardTitles()).toEqual(['Media Mentions 1', 'Media Mentions 2', 'Media Mentions 3']);
    expect(dropdown().querySelector('details')).not.toHaveAttribute('open');
    expect(within(dropdown()).getByRole('link', { name: 'Media Mentions', hidden: true })).toHaveAttribute('aria-current', 'true');
  });

  it('shows the category its address names', async () => {
    await renderNewsCentre(`/news-centre?category=${mediaMentions._id}`);
    expect(selectedTab()).toHaveTextContent('Media Mentions');
    expect(cardTitles()).toEqual(['Media Mentions 1', 'Media Mentions 2', 'Media Mentions 3']);
  });

  it('moves between tabs with the arrow keys, Home and End, selecting as it goes', async () => {
    const { user } = await renderNewsCentre();
    // Home breadcrumb, then the selected tab: the other tabs are skipped by Tab.
    await user.tab();
    await user.tab();
    expect(selectedTab()).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(selectedTab()).toHaveTextContent('Media Mentions');
    expect(selectedTab()).toHaveFocus();
    expect(cardTitles()[0]).toBe('Media Mentions 1');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(selectedTab()).toHaveTextContent('Group Updates');
    await user.keyboard('{ArrowRight}');
    expect(selectedTab()).toHaveTextContent('Press Releases');
    await user.keyboard('{End}');
    expect(selectedTab()).toHaveTextContent('Group Updates');
    await user.keyboard('{Home}');
    expect(selectedTab()).toHaveTextContent('Press Releases');
    expect(screen.getAllByRole('tab').map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);
  });
});
