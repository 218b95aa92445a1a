import { screen, within } from '@testing-library/react';
import { mockFetch, mockMatchMedia, resetSiteStore } from '@group/shared/testing';
import { cardTitles, renderNewsCentre } from './render-news-centre';
import { categories, firstPages, listingRoutes, mediaMentions } from './news-fixtures';

beforeEach(() => {
  resetSiteStore();
  mockFetch(listingRoutes(firstPages()));
});

const tabNames = () => screen.getAllByRole('tab').map((tab) => tab.textContent);
const selectedTab = () => screen.getByRole('tab', { selected: true });

describe('News Centre: choosing a category', () => {
  it.each([1280, 993])('shows tabs at %i px', async (width) => {
    mockMatchMedia({ width });
    await renderNewsCentre();
    expect(screen.getByRole('tablist', { name: 'News categories' })).toBeInTheDocument();
    expect(tabNames()).toEqual(categories.map((category) => category.name));
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.getByRole('tabpanel', { name: 'Press Releases' })).toBeInTheDocument();
  });

  it.each([992, 768, 375])('shows the "Select category" dropdown at %i px', async (width) => {
    mockMatchMedia({ width });
    await renderNewsCentre();
    const select = screen.getByRole('combobox', { name: 'Select category' });
    expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual(categories.map((category) => category.name));
    expect(select).toHaveValue(categories[0]._id);
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  });

  it('changes the category by tab click', async () => {
    mockMatchMedia({ width: 1280 });
    const { user } = await renderNewsCentre();
    await user.click(screen.getByRole('tab', { name: 'Group Updates' }));
    expect(selectedTab()).toHaveTextContent('Group Updates');
    expect(screen.getByRole('tab', { name: 'Press Releases' })).toHaveAttribute('aria-selected', 'false');
    expect(cardTitles()).toEqual(['Group Updates 1', 'Group Updates 2', 'Group Updates 3']);
  });

  it('changes the category by dropdown', async () => {
    mockMatchMedia({ width: 375 });
    const { user } = await renderNewsCentre();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Select category' }), 'Media Mentions');
    expect(cardTitles()).toEqual(['Media Mentions 1', 'Media Mentions 2', 'Media Mentions 3']);
    expect(screen.getByRole('region', { name: 'Media Mentions' })).toBeInTheDocument();
  });

  it('moves between tabs with the arrow keys, Home and End, selecting as it goes', async () => {
    mockMatchMedia({ width: 1280 });
    const { user } = await renderNewsCentre();
    // Home breadcrumb, then the selected tab: the other tabs are skipped by Tab.
    await user.tab();
    await user.tab();
    expect(selectedTab()).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Press Releases 1' })).toHaveFocus();
    await user.tab({ shift: true });
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

  it('keeps the chosen category when the window crosses 992 px', async () => {
    const media = mockMatchMedia({ width: 1280 });
    const { user } = await renderNewsCentre();
    await user.click(screen.getByRole('tab', { name: 'Media Mentions' }));
    media.set({ width: 900 });
    expect(screen.getByRole('combobox', { name: 'Select category' })).toHaveValue(mediaMentions._id);
    media.set({ width: 1200 });
    expect(selectedTab()).toHaveTextContent('Media Mentions');
  });
});
