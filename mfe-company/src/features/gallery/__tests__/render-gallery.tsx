import { screen } from '@testing-library/react';
import { endpoints } from '@group/shared/contract';
import { mockFetch, ok, renderWithRouter } from '@group/shared/testing';
import type { MockValue } from '@group/shared/testing';
import { galleryCategories, galleryImages } from '../../../test-support/company-fixtures';
import { companyRoutes } from '../../../test-support/fixtures';
import { GalleryPage } from '../gallery-page';

/** The gallery's calls answered with the demo-like data, any of which a test may replace. */
export const galleryRoutes = (overrides: Partial<Record<string, MockValue>> = {}) =>
  companyRoutes({
    [endpoints.gallery]: ok(galleryImages),
    [endpoints.galleryCategories]: ok(galleryCategories),
    ...overrides,
  });

/** Renders the gallery with the demo-like answers, any of which a test may replace. */
export function renderGallery(overrides: Partial<Record<string, MockValue>> = {}, route?: string) {
  const fetchMock = mockFetch(galleryRoutes(overrides));
  return { ...renderWithRouter(<GalleryPage />, route ? { route, path: '/gallery' } : {}), fetchMock };
}

/** The grid of the category named. */
export const pictures = (category: string) => screen.getByRole('list', { name: `${category} pictures` });

/** The alt texts of the images shown, in order. */
export const shownImages = (list: HTMLElement) =>
  Array.from(list.querySelectorAll('img')).map((image) => image.getAttribute('alt'));
