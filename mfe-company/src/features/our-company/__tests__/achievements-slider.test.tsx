import { screen, within } from '@testing-library/react';
import { endpoints } from '@group/shared/contract';
import { resetSiteStore } from '@group/shared/testing';
import { findAchievementsSwiper, findBannerHeading, renderOurCompany } from './render-our-company';

beforeEach(resetSiteStore);

describe('Our Company achievements slider', () => {
  it('moves on its own every 5000 ms, loops, and has arrows', async () => {
    renderOurCompany();
    const slider = await screen.findByRole('region', { name: 'Achievements' });
    const swiper = await findAchievementsSwiper();
    expect(swiper.params.autoplay.delay).toBe(5000);
    expect(swiper.autoplay.running).toBe(true);
    expect(swiper.params.loop).toBe(true);
    expect(within(slider).getByRole('button', { name: 'Next slide' })).toBeInTheDocument();
    expect(within(slider).getByRole('button', { name: 'Previous slide' })).toBeInTheDocument();
  });

  it('holds three placeholders while the achievements load, the most the slider shows (the stylesheet shows 1, 2 or 3 by width)', async () => {
    renderOurCompany({ [endpoints.achievements]: () => new Promise<object>(() => {}) });
    await findBannerHeading();
    const placeholders = screen.getByTestId('achievements-placeholder');
    expect(placeholders.querySelectorAll('[data-skeleton-card]')).toHaveLength(3);
  });
});
