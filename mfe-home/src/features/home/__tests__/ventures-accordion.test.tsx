import { fireEvent, screen, within } from '@testing-library/react';
import type { VentureBanner } from '@group/shared/contract';
import { ventureBannerSchema } from '@group/shared/contract';
import { renderWithRouter } from '@group/shared/testing';
import { VenturesAccordion } from '../components/ventures-accordion';
import { ventures } from './home-fixtures';

const parsed: VentureBanner[] = ventures.map((venture) => ventureBannerSchema.parse(venture));
const images = 'http://localhost:4000/images';

const renderAccordion = (list: VentureBanner[] | undefined, loading = false) =>
  renderWithRouter(<VenturesAccordion ventures={list} loading={loading} />);
/** A card is named by the text it shows: title, line, then "Explore". */
const card = (title: string) => screen.getByRole('link', { name: new RegExp(`^${title} .* Explore$`) });
const expandedTitles = () =>
  screen
    .getAllByRole('link')
    .filter((link) => link.getAttribute('data-expanded') === 'true')
    .map((link) => link.textContent);

describe('VenturesAccordion', () => {
  it('shows 4 placeholders while the ventures load', () => {
    renderAccordion(undefined, true);
    expect(screen.getByTestId('ventures-placeholders').querySelectorAll('[data-skeleton-card]')).toHaveLength(4);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('links each venture, in order, to /business-venture/{slug}', () => {
    renderAccordion(parsed);
    const links = within(screen.getByRole('list')).getAllByRole('link');
    expect(links.map((link) => [link.getAttribute('href'), link])).toEqual([
      ['/business-venture/sports', card('Sports')],
      ['/business-venture/hospitality', card('Hospitality')],
      ['/business-venture/healthcare', card('Healthcare')],
    ]);
    expect(card('Sports')).toHaveAccessibleName('Sports The sports line Explore');
  });

  // Which layout shows (accordion above 991 px, stacked at or below) is the stylesheet's media
  // queries; the browser tests check it at both widths.
  it('has the first card expanded at start', () => {
    renderAccordion(parsed);
    expect(expandedTitles()).toEqual([expect.stringContaining('Sports')]);
  });

  it("offers each card's mobile image up to 991 px and its desktop image above", () => {
    renderAccordion(parsed);
    const picture = within(card('Hospitality')).getByRole('img', { name: 'Hospitality at Meridian Group' }).closest('picture')!;
    const mobile = picture.querySelector('source[media="(max-width: 991px)"]');
    expect(mobile).toHaveAttribute('srcset', expect.stringContaining(`${images}/ventures/hospitality-accordion-mobile.jpg`));
    expect(within(card('Hospitality')).getByRole('img')).toHaveAttribute('src', `${images}/ventures/hospitality-accordion-desktop.jpg`);
  });

  it('expands the card under the mouse', () => {
    renderAccordion(parsed);
    fireEvent.mouseEnter(card('Healthcare'));
    expect(expandedTitles()).toEqual([expect.stringContaining('Healthcare')]);
    fireEvent.mouseEnter(card('Hospitality'));
    expect(expandedTitles()).toEqual([expect.stringContaining('Hospitality')]);
  });

  it('expands the card that keyboard focus lands on', async () => {
    const { user } = renderAccordion(parsed);
    await user.tab();
    await user.tab();
    expect(card('Hospitality')).toHaveFocus();
    expect(expandedTitles()).toEqual([expect.stringContaining('Hospitality')]);
    await user.tab();
    expect(expandedTitles()).toEqual([expect.stringContaining('Healthcare')]);
  });

  it.each([
    ['failed', undefined],
    ['came back empty', []],
  ])('says so when the ventures load %s', (_case, list) => {
    renderAccordion(list);
    expect(screen.getByText('Our business ventures cannot be shown right now. Please try again later.')).toBeInTheDocument();
  });
});
