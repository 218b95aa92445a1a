import { screen } from '@testing-library/react';
import { fuzzRecord, mockFetch, renderWithRouter, resetSiteStore } from '@group/shared/testing';
import { NewsDetailPage } from '../../news-detail/news-detail-page';
import { cardTitles, renderNewsCentre } from './render-news-centre';
import { listingRoutes, ok, pressReleases } from './news-fixtures';

/** A news item with every field set, as a backend sends it. */
const fullItem = {
  _id: 'n1',
  slug: 'story',
  title: 'Story',
  description: '<p>Body</p>',
  image: { url: 'news/card.jpg', name: 'Card' },
  inner_page_image: { url: 'news/inner.jpg', name: 'Inner' },
  alt_tag: 'A picture',
  createdAt: '2026-03-04T10:00:00.000Z',
  status: true,
  order: 1,
  cta: 'https://example.com/watch',
  content_display: 'full',
  link_type: 'inner-page-link',
  innerLink: 'https://example.com/more',
  category: { _id: pressReleases._id, name: pressReleases.name },
};

/** Each optional field in turn null, "", {}, { url: "" }, missing or of a coercible type. */
const variants = fuzzRecord(fullItem, ['_id', 'slug', 'title'], (record, index) => ({
  ...record,
  _id: `fuzz-${index}`,
  slug: `fuzz-${index}`,
  title: `Fuzzed story ${index}`,
}));

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

  it.each(variants.map((variant) => [variant.label, variant.record] as const))('show on their detail page when %s', async (_label, record) => {
    mockFetch({ [`/newscentre/${String(record.slug)}`]: ok(record), '/section-banners': ok([]) });
    renderWithRouter(<NewsDetailPage slug={String(record.slug)} />, { route: `/news-centre/${String(record.slug)}` });

    expect(await screen.findByRole('heading', { level: 3, name: String(record.title) })).toBeInTheDocument();
    for (const image of document.querySelectorAll('img')) expect(image.getAttribute('src')).toBeTruthy();
  });
});
