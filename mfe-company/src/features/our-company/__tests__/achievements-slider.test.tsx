import { screen, within } from '@testing-library/react';
import { endpoints } from '@group/shared/contract';
import { mockMatchMedia, resetSiteStore } from '@group/shared/testing';
import { findAchievementsSwiper, findBannerHeading, renderOurCompany } from './render-our-company';

const originalWidth = window.innerWidth;
const setViewport = (width: number) => {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
  mockMatchMedia({ width });
};

beforeEach(resetSiteStore);
afterEach(() => setViewport(originalWidth));

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

  it.each([
    [375, 1],
    [767, 1],
    [768, 2],
    [991, 2],
    [992, 3],
    [1280, 3],
  ])('at %i px wide shows %i slide(s) at a time', async (width, slides) => {
    setViewport(width);
    renderOurCompany();
    await screen.findByRole('region', { name: 'Achievements' });
    expect((await findAchievementsSwiper()).params.slidesPerView).toBe(slides);
  });

  it.each([
    [375, 1],
    [768, 2],
    [992, 3],
  ])('at %i px wide shows %i placeholder(s) while the achievements load', async (width, count) => {
    setViewport(width);
    renderOurCompany({ [endpoints.achievements]: () => new Promise<object>(() => {}) });
    await findBannerHeading();
    const placeholders = screen.getByTestId('achievements-placeholder');
    expect(placeholders.querySelectorAll('[data-skeleton-card]')).toHaveLength(count);
  });
});
