import { newsArticleJsonLd } from '../news-article';
import type { NewsArticleInput } from '../news-article';

const input: NewsArticleInput = {
  headline: 'Meridian commissions a 150 MW solar park',
  description: 'Jodhpur, 14 January 2026: The park is live.',
  images: ['https://img.meridian.example/news/news-01-inner.jpg', 'https://img.meridian.example/news/news-01.jpg'],
  published: '2026-01-14T10:30:00.000Z',
  url: 'https://www.meridian.example/news-centre/solar-park',
  publisher: { name: 'Meridian Group', url: 'https://www.meridian.example/', logo: 'https://www.meridian.example/logo.png' },
  section: 'Press Releases',
};

describe('newsArticleJsonLd', () => {
  it('states headline, description, images, date, page, publisher and section', () => {
    expect(newsArticleJsonLd(input)).toStrictEqual({
      '@context': 'https://schema.org',
      '@type': 'NewsArticle',
      headline: 'Meridian commissions a 150 MW solar park',
      description: 'Jodhpur, 14 January 2026: The park is live.',
      image: ['https://img.meridian.example/news/news-01-inner.jpg', 'https://img.meridian.example/news/news-01.jpg'],
      datePublished: '2026-01-14T10:30:00.000Z',
      mainEntityOfPage: 'https://www.meridian.example/news-centre/solar-park',
      publisher: { '@type': 'Organization', name: 'Meridian Group', url: 'https://www.meridian.example/', logo: 'https://www.meridian.example/logo.png' },
      articleSection: 'Press Releases',
    });
  });

  it('writes the date as ISO 8601, whatever form the backend sent', () => {
    expect(newsArticleJsonLd({ ...input, published: '2026-03-04' }).datePublished).toBe('2026-03-04T00:00:00.000Z');
    expect(newsArticleJsonLd({ ...input, published: 'Wed, 04 Mar 2026 10:00:00 GMT' }).datePublished).toBe('2026-03-04T10:00:00.000Z');
  });

  it('leaves out what is missing, blank or unreadable', () => {
    const article = newsArticleJsonLd({
      headline: input.headline,
      url: input.url,
      publisher: { name: 'Meridian Group', url: '', logo: undefined },
      description: '  ',
      images: [],
      published: 'not a date',
      section: '',
    });
    expect(article).toStrictEqual({
      '@context': 'https://schema.org',
      '@type': 'NewsArticle',
      headline: input.headline,
      mainEntityOfPage: input.url,
      publisher: { '@type': 'Organization', name: 'Meridian Group' },
    });
  });

  it('names an image once when the inner page image and the card image are the same', () => {
    const image = 'https://img.meridian.example/news/news-01.jpg';
    expect(newsArticleJsonLd({ ...input, images: [image, image] }).image).toEqual([image]);
  });
});
