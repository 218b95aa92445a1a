import { fuzzRecord } from '@group/shared/testing';
import { pressReleases } from '../features/news-centre/__tests__/news-fixtures';

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
export const variants = fuzzRecord(fullItem, ['_id', 'slug', 'title'], (record, index) => ({
  ...record,
  _id: `fuzz-${index}`,
  slug: `fuzz-${index}`,
  title: `Fuzzed story ${index}`,
}));
