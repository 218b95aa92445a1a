import { breadcrumbListJsonLd } from '../breadcrumb-list';

const home = { name: 'Home', url: 'https://www.meridian.example/' };

describe('breadcrumbListJsonLd', () => {
  it('lists every step with its position, name and address; the current page may have none', () => {
    expect(
      breadcrumbListJsonLd([home, { name: 'News Centre', url: 'https://www.meridian.example/news-centre' }, { name: 'A story' }]),
    ).toStrictEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://www.meridian.example/' },
        { '@type': 'ListItem', position: 2, name: 'News Centre', item: 'https://www.meridian.example/news-centre' },
        { '@type': 'ListItem', position: 3, name: 'A story' },
      ],
    });
  });

  it('leaves out a step without a target before the last, and numbers the rest from 1', () => {
    expect(breadcrumbListJsonLd([home, { name: 'Business Ventures' }, { name: 'Sports' }]).itemListElement).toStrictEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://www.meridian.example/' },
      { '@type': 'ListItem', position: 2, name: 'Sports' },
    ]);
  });

  it('keeps the last step without a target: it is the page itself', () => {
    expect(breadcrumbListJsonLd([home, { name: 'Gallery', url: '' }]).itemListElement).toStrictEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://www.meridian.example/' },
      { '@type': 'ListItem', position: 2, name: 'Gallery' },
    ]);
  });

  it('keeps the address of a last step that has one', () => {
    const last = breadcrumbListJsonLd([home, { name: 'News Centre', url: 'https://www.meridian.example/news-centre' }]).itemListElement[1];
    expect(last).toStrictEqual({ '@type': 'ListItem', position: 2, name: 'News Centre', item: 'https://www.meridian.example/news-centre' });
  });
});
