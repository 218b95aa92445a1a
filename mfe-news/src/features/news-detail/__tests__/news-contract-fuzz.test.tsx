import { screen } from '@testing-library/react';
import { mockFetch, ok, renderWithRouter, resetSiteStore } from '@group/shared/testing';

import { variants } from '../../../test-support/news-fuzz-variants';
import { NewsDetailPage } from '../news-detail-page';

beforeEach(() => {
  resetSiteStore();
  jest.spyOn(console, 'warn').mockImplementation(() => {});
});

describe('news records with empty, null, missing or coercible optional fields', () => {
  it.each(variants.map((variant) => [variant.label, variant.record] as const))('show on their detail page when %s', async (_label, record) => {
    mockFetch({ [`/newscentre/${String(record.slug)}`]: ok(record), '/section-banners': ok([]) });
    renderWithRouter(<NewsDetailPage slug={String(record.slug)} />, { route: `/news-centre/${String(record.slug)}` });

    expect(await screen.findByRole('heading', { level: 3, name: String(record.title) })).toBeInTheDocument();
    for (const image of document.querySelectorAll('img')) expect(image.getAttribute('src')).toBeTruthy();
  });
});
