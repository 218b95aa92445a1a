import { screen } from '@testing-library/react';
import { mockFetch, resetSiteStore } from '@group/shared/testing';
import { variants } from '../../../test-support/news-fuzz-variants';
import { cardTitles, renderNewsCentre } from './render-news-centre';
import { listingRoutes, pressReleases } from './news-fixtures';

beforeEach(() => {
  resetSiteStore();
  jest.spyOn(console, 'warn').mockImplementation(() => {});
});

describe('news records with empty, null, missing or coercible optional fields', () => {
  it('all show in the news centre, none dropped and none with a broken image', async () => {
    mockFetch(listingRoutes({ [pressReleases.name]: { news: variants.map((variant) => variant.record), totalCount: variants.length } }));
    await renderNewsCentre();
    await screen.findByRole('heading', { level: 3, name: 'Fuzzed story 0' });

    expect(cardTitles()).toHaveLength(variants.length);
    expect(new Set(cardTitles())).toEqual(new Set(variants.map((variant) => variant.record.title)));
    expect(screen.queryByRole('button', { name: 'LOAD MORE' })).not.toBeInTheDocument();
    for (const image of document.querySelectorAll('main img, img')) expect(image.getAttribute('src')).toBeTruthy();
    expect(console.warn).not.toHaveBeenCalled();
  });
});
