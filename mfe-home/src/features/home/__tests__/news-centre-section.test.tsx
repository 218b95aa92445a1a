import { screen, within } from '@testing-library/react';
import type { NewsCategory } from '@group/shared/contract';
import { newsCategorySchema } from '@group/shared/contract';
import { mockMatchMedia, renderWithRouter } from '@group/shared/testing';
import { NewsCentreSection } from '../components/news-centre-section';
import { newsCategories } from './home-fixtures';

const parsed: NewsCategory[] = newsCategories.map((category) => newsCategorySchema.parse(category));

const renderAt = (width: number, list: NewsCategory[] | undefined, loading = false) => {
  mockMatchMedia({ width });
  return renderWithRouter(<NewsCentreSection categories={list} loading={loading} />);
};
const heading = () => screen.getByRole('heading', { level: 2, name: 'NEWS CENTRE' });
const viewAll = () => screen.getByRole('link', { name: 'View All' });
const follows = (a: Node, b: Node) => Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);

describe('NewsCentreSection', () => {
  it('shows the heading, "View All" and 3 placeholders while the categories load', () => {
    renderAt(1280, undefined, true);
    expect(heading()).toBeInTheDocument();
    expect(screen.getByTestId('news-placeholders').querySelectorAll('[data-skeleton-card]')).toHaveLength(3);
    expect(viewAll()).toHaveAttribute('href', '/news-centre');
  });

  it('shows a card per category linking to the news centre with the category id as the hash', () => {
    renderAt(1280, parsed);
    const cards = within(screen.getByRole('list')).getAllByRole('link');
    expect(cards.map((link) => link.getAttribute('href'))).toEqual(['/news-centre#c1', '/news-centre#c2']);
    expect(cards[0]).toHaveTextContent('Press Releases');
    expect(cards[0]).toHaveTextContent('Official announcements.');
    expect(within(cards[0]).getByRole('img', { name: 'Press Releases' })).toHaveAttribute(
      'src',
      'http://localhost:4000/images/news/category-press-releases.jpg',
    );
  });

  it.each([1280, 992])('puts "View All" beside the heading above 991 px (%i px)', (width) => {
    renderAt(width, parsed);
    expect(heading().parentElement).toContainElement(viewAll());
    expect(follows(viewAll(), screen.getByRole('list'))).toBe(true);
  });

  it.each([991, 375])('puts "View All" below the cards at or below 991 px (%i px)', (width) => {
    renderAt(width, parsed);
    expect(heading().parentElement).not.toContainElement(viewAll());
    expect(follows(screen.getByRole('list'), viewAll())).toBe(true);
    expect(viewAll()).toHaveAttribute('href', '/news-centre');
  });

  it.each([
    ['failed', undefined],
    ['came back empty', []],
  ])('says so when the categories load %s, and still offers "View All"', (_case, list) => {
    renderAt(1280, list);
    expect(screen.getByText('News cannot be shown right now. Please try again later.')).toBeInTheDocument();
    expect(viewAll()).toBeInTheDocument();
  });
});
