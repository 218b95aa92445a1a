import { fireEvent, screen, within } from '@testing-library/react';
import type { VentureBanner } from '@group/shared/contract';
import { ventureBannerSchema } from '@group/shared/contract';
import { mockMatchMedia, renderWithRouter } from '@group/shared/testing';
import { VenturesAccordion } from '../components/ventures-accordion';
import { ventures } from './home-fixtures';

const parsed: VentureBanner[] = ventures.map((venture) => ventureBannerSchema.parse(venture));
const images = 'http://localhost:4000/images';

const renderAt = (width: number, list: VentureBanner[] | undefined, loading = false) => {
  mockMatchMedia({ width });
  return renderWithRouter(<VenturesAccordion ventures={list} loading={loading} />);
};
/** A card is named by the text it shows: title, line, then "Explore". */
const card = (title: string) => screen.getByRole('link', { name: new RegExp(`^${title} .* Explore$`) });
const expandedTitles = () =>
  screen
    .getAllByRole('link')
    .filter((link) => link.getAttribute('data-expanded') === 'true')
    .map((link) => link.textContent);

describe('VenturesAccordion', () => {
  it.each([1280, 375])('shows 4 placeholders while the ventures load (%i px)', (width) => {
    renderAt(width, undefined, true);
    expect(screen.getByTestId('ventures-placeholders').querySelectorAll('[data-skeleton-card]')).toHaveLength(4);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('links each venture, in order, to /business-venture/{slug}', () => {
    renderAt(1280, parsed);
    const links = within(screen.getByRole('list')).getAllByRole('link');
    expect(links.map((link) => [link.getAttribute('href'), link])).toEqual([
      ['/business-venture/sports', card('Sports')],
      ['/business-venture/hospitality', card('Hospitality')],
      ['/business-venture/healthcare', card('Healthcare')],
    ]);
    expect(card('Sports')).toHaveAccessibleName('Sports The sports line Explore');
  });

  describe('above 991 px', () => {
    it('is an accordion with the first card expanded, showing the desktop images', () => {
      renderAt(992, parsed);
      expect(screen.getByRole('list')).toHaveAttribute('data-layout', 'accordion');
      expect(expandedTitles()).toEqual([expect.stringContaining('Sports')]);
      expect(within(card('Hospitality')).getByRole('img', { name: 'Hospitality at Meridian Group' })).toHaveAttribute(
        'src',
        `${images}/ventures/hospitality-accordion-desktop.jpg`,
      );
    });

    it('expands the card under the mouse', () => {
      renderAt(1280, parsed);
      fireEvent.mouseEnter(card('Healthcare'));
      expect(expandedTitles()).toEqual([expect.stringContaining('Healthcare')]);
      fireEvent.mouseEnter(card('Hospitality'));
      expect(expandedTitles()).toEqual([expect.stringContaining('Hospitality')]);
    });

    it('expands the card that keyboard focus lands on', async () => {
      const { user } = renderAt(1280, parsed);
      await user.tab();
      await user.tab();
      expect(card('Hospitality')).toHaveFocus();
      expect(expandedTitles()).toEqual([expect.stringContaining('Hospitality')]);
      await user.tab();
      expect(expandedTitles()).toEqual([expect.stringContaining('Healthcare')]);
    });
  });

  describe('at or below 991 px', () => {
    it.each([991, 375])('stacks every card in full with the mobile images (%i px)', (width) => {
      renderAt(width, parsed);
      expect(screen.getByRole('list')).toHaveAttribute('data-layout', 'stacked');
      fireEvent.mouseEnter(card('Healthcare'));
      expect(screen.getAllByRole('link').filter((link) => link.hasAttribute('data-expanded'))).toEqual([]);
      expect(within(card('Sports')).getByRole('img')).toHaveAttribute('src', `${images}/ventures/sports-accordion-mobile.jpg`);
    });

    it('becomes an accordion again when the window widens past 991 px', () => {
      const media = mockMatchMedia({ width: 991 });
      renderWithRouter(<VenturesAccordion ventures={parsed} loading={false} />);
      media.set({ width: 1200 });
      expect(screen.getByRole('list')).toHaveAttribute('data-layout', 'accordion');
    });
  });

  it.each([
    ['failed', undefined],
    ['came back empty', []],
  ])('says so when the ventures load %s', (_case, list) => {
    renderAt(1280, list);
    expect(screen.getByText('Our business ventures cannot be shown right now. Please try again later.')).toBeInTheDocument();
  });
});
