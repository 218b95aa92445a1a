import { screen } from '@testing-library/react';
import { endpoints } from '@group/shared/contract';
import { fuzzRecord, mockFetch, ok, renderWithRouter, resetSiteStore } from '@group/shared/testing';
import { galleryCategories, galleryImages } from '../../../test-support/company-fixtures';
import { cases, expectNoImageWithoutSource, records, variantsOf } from '../../../test-support/contract-fuzz';
import { companyRoutes, sectionBanners } from '../../../test-support/fixtures';
import { GalleryPage } from '../gallery-page';

beforeEach(() => {
  resetSiteStore();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

describe('Gallery records with empty, null, missing or coercible optional fields', () => {
  const pictures = variantsOf(galleryImages[0], ['_id', 'image.url', 'category._id'], (index) => ({ alt_tag: `Picture ${index}` }));

  it('shows every picture of the category', async () => {
    // The alt text is one of the fields emptied: the copies are counted, not named.
    mockFetch(companyRoutes({ [endpoints.gallery]: ok(records(pictures)), [endpoints.galleryCategories]: ok(galleryCategories) }));
    renderWithRouter(<GalleryPage />);
    const grid = await screen.findByRole('list', { name: 'Corporate Events pictures' });

    expect(grid.querySelectorAll('img')).toHaveLength(pictures.length);
    expectNoImageWithoutSource();
    expect(console.warn).not.toHaveBeenCalled();
  });

  it.each(cases(fuzzRecord(sectionBanners[2], ['section'])))('shows its banner when %s', async (_label, record) => {
    mockFetch(companyRoutes({ [endpoints.sectionBanners]: ok([record]), [endpoints.gallery]: ok(galleryImages), [endpoints.galleryCategories]: ok(galleryCategories) }));
    renderWithRouter(<GalleryPage />);
    expect(await screen.findByRole('list', { name: 'Corporate Events pictures' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expectNoImageWithoutSource();
  });
});
