import { screen, waitFor, within } from '@testing-library/react';
import { renderWithRuntime } from '@group/shared/testing';
import { Carousel } from '../carousel';

// A file of its own: Swiper's part must not be in memory yet when the carousel first renders.
const banners = ['Building tomorrow', 'Cleaner power', 'Caring for patients'];

describe('Carousel, as Swiper takes over from the first view', () => {
  it('keeps keyboard focus on the same link of the same slide', async () => {
    const { container } = renderWithRuntime(
      <Carousel label="Highlights" items={banners} renderSlide={(b) => <a href={`/${b}`}>{b}</a>} loop autoplay arrows />,
    );
    expect(container.querySelector('[data-carousel-static]')).not.toBeNull();
    // Tab reaches the first slide's link before Swiper's code is in; reaching it fetches Swiper.
    screen.getByRole('link', { name: 'Building tomorrow' }).focus();
    await waitFor(() => expect(container.querySelector('[data-carousel-static]')).toBeNull());
    const firstSlide = within(screen.getByRole('region', { name: 'Highlights' })).getByRole('group', { name: '1 of 3' });
    expect(document.activeElement).toBe(within(firstSlide).getByRole('link', { name: 'Building tomorrow' }));
  });
});
