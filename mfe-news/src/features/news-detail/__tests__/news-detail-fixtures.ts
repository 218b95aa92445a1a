import type { NewsItem } from '@group/shared/contract';

/** A press release with a page of its own; tests give it the description they are about. */
export const solarParkItem: NewsItem = {
  _id: 'n1',
  slug: 'solar-park',
  title: 'Meridian commissions a 150 MW solar park',
  description: '<p style="color: red"><strong>Jodhpur, 14 January 2026:</strong> The park is live.</p><p>It powers <b>90,000</b> homes.</p>',
  image: { url: 'news/news-01.jpg' },
  inner_page_image: { url: 'news/news-01-inner.jpg' },
  alt_tag: 'Solar panels in Rajasthan',
  createdAt: '2026-01-14T10:30:00.000Z',
  status: true,
  link_type: 'inner-page-link',
  innerLink: 'https://business-daily.example.com/energy/solar-park',
  category: { _id: 'c1', name: 'Press Releases' },
};
