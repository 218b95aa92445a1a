import { screen, within } from '@testing-library/react';
import type { NewsCategory } from '@group/shared/contract';
import { newsCategorySchema } from '@group/shared/contract';
import { renderWithRouter } from '@group/shared/testing';
import { NewsCentreSection } from '../components/news-centre-section';
import { newsCategories } from './home-fixtures';

const parsed: NewsCategory[] = newsCategories.map((category) => newsCategorySchema.parse(category));

const renderSection = (list: NewsCategory[] | undefined, loading = false) =>
  renderWithRouter(<NewsCentreSection categories={list} loading={loading} />);
const heading = () => screen.getByRole('heading', { level: 2, name: 'NEWS CENTRE' });
/** Beside the heading, then below the cards; the stylesheet shows one of them by the width. */
const viewAlls = () => screen.getAllByRole('link', { name: 'View All' });
const follows = (a: Node, b: Node) => Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);

describe('NewsCentreSection', () => {
  it('shows the heading, "View All" and 3 placeholders while the categories load', () => {
    renderSection(undefined, true);
    expect(heading()).toBeInTheDocument();
    expect(screen.getByTestId('news-placeholders').querySelectorAll('[data-skeleton-card]')).toHaveLength(3);
    expect(viewAlls().map((link) => link.getAttribute('href'))).toEqual(['/news-centre', '/news-centre']);
  });

  it('shows a card per category linking to the news centre with the category id as the hash', () => {
    renderSection(parsed);
    const cards = within(screen.getByRole('list')).getAllByRole('link');
    expect(cards.map((link) => link.getAttribute('href'))).toEqual(['/news-centre#c1', '/news-centre#c2']);
    expect(cards[0]).toHaveTextContent('Press Releases');
    expect(cards[0]).toHaveTextContent('Official announcements.');
    expect(within(cards[0]).getByRole('img', { name: 'Press Releases' })).toHaveAttribute(
      'src',
      'http://localhost:4000/images/news/category-press-releases.jpg',
    );
  });

  it('carries "View All" beside the heading and again below the cards, for the stylesheet to show one by width', () => {
    renderSection(parsed);
    const [beside, below] = viewAlls();
    expect(viewAlls()).toHaveLength(2);
    expect(heading().parentElement).toContainElement(beside);
    expect(follows(beside, screen.getByRole('list'))).toBe(true);
    expect(heading().parentElement).not.toContainElement(below);
    expect(follows(screen.getByRole('list'), below)).toBe(true);
    expect(below).toHaveAttribute('href', '/news-centre');
  });

  it.each([
    ['failed', undefined],
    ['came back empty', []],
  ])('says so when the categories load %s, and still offers "View All"', (_case, list) => {
    renderSection(list);
    expect(screen.getByText('News cannot be shown right now. Please try again later.')).toBeInTheDocument();
    expect(viewAlls()).toHaveLength(2);
  });
});
