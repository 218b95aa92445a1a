import { screen, waitFor } from '@testing-library/react';
import { endpoints } from '@group/shared/contract';
import { mockFetch, ok, renderWithRouter } from '@group/shared/testing';
import type { MockValue } from '@group/shared/testing';
import { achievements, leadership, ourCompanyContent, sectionOne } from '../../../test-support/company-fixtures';
import { companyRoutes } from '../../../test-support/fixtures';
import { OurCompanyPage } from '../our-company-page';

/** The page's calls answered with the demo-like data, any of which a test may replace. */
export const ourCompanyRoutes = (overrides: Partial<Record<string, MockValue>> = {}) =>
  companyRoutes({
    [endpoints.ourCompanyContent]: ok([ourCompanyContent]),
    [endpoints.sectionOne]: ok(sectionOne),
    [endpoints.achievements]: ok(achievements),
    [endpoints.leadership]: ok(leadership),
    ...overrides,
  });

/** Renders the page with the demo-like answers, any of which a test may replace. */
export function renderOurCompany(overrides: Partial<Record<string, MockValue>> = {}) {
  const fetchMock = mockFetch(ourCompanyRoutes(overrides));
  return { ...renderWithRouter(<OurCompanyPage />), fetchMock };
}

/** Waits for the banner: the loading screen has then made way for the page. */
export const findBannerHeading = () => screen.findByRole('heading', { level: 1, name: 'Our Company' });

type SwiperElement = HTMLElement & { swiper: { params: { slidesPerView: unknown; loop: boolean; autoplay: { delay: number } }; autoplay: { running: boolean } } };

/** Swiper keeps its instance on its element; the slider's settings are read from there. */
const achievementsSwiper = () => {
  const region = screen.getByRole('region', { name: 'Achievements' });
  const element = region.querySelector('.swiper') as SwiperElement | null;
  if (!element?.swiper) throw new Error('The achievements slider has not started');
  return element.swiper;
};

/** Waits for Swiper, which the kit's Carousel fetches when it first mounts, and returns it. */
export const findAchievementsSwiper = () => waitFor(achievementsSwiper);
