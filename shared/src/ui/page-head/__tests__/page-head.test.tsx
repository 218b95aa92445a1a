import { renderWithRuntime, setUpTestRuntime } from '@group/shared/testing';
import { PageHead } from '../page-head';
import { pageMetaToHead } from '../page-meta-to-head';

const meta = (selector: string) => document.head.querySelector(selector)?.getAttribute('content');

beforeEach(() => setUpTestRuntime({ siteUrl: 'https://www.example.com', imageBaseUrl: 'https://cdn.example.com/images', siteName: 'Example Group' }));

describe('PageHead', () => {
  it('puts every tag into the document head', () => {
    renderWithRuntime(
      <PageHead
        title="Our Company | Example Group"
        description="Who we are"
        canonicalPath="/our-company"
        ogTitle="Our Company"
        ogDescription="The group at a glance"
        ogImage="meta/our-company.jpg"
      />,
    );
    expect(document.title).toBe('Our Company | Example Group');
    expect(meta('meta[name="description"]')).toBe('Who we are');
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', 'https://www.example.com/our-company');
    expect(meta('meta[property="og:locale"]')).toBe('en_US');
    expect(meta('meta[property="og:site_name"]')).toBe('Example Group');
    expect(meta('meta[property="og:title"]')).toBe('Our Company');
    expect(meta('meta[property="og:url"]')).toBe('https://www.example.com/our-company');
    expect(meta('meta[property="og:type"]')).toBe('website');
    expect(meta('meta[property="og:description"]')).toBe('The group at a glance');
    expect(meta('meta[property="og:image"]')).toBe('https://cdn.example.com/images/meta/our-company.jpg');
    expect(meta('meta[name="robots"]')).toBe('index, follow');
  });

  it('falls back to the page title and description, and to an empty image', () => {
    renderWithRuntime(<PageHead title="Gallery" description="Moments" canonicalPath="/gallery" />);
    expect(meta('meta[property="og:title"]')).toBe('Gallery');
    expect(meta('meta[property="og:description"]')).toBe('Moments');
    expect(meta('meta[property="og:image"]')).toBe('');
  });

  it('keeps an absolute canonical address and image as they are', () => {
    renderWithRuntime(<PageHead title="Sports" description="d" canonicalUrl="https://www.example.com/business-venture/sports" ogImage="https://other.example.com/og.png" />);
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', 'https://www.example.com/business-venture/sports');
    expect(meta('meta[property="og:image"]')).toBe('https://other.example.com/og.png');
  });

  it('keeps a not-found state out of search results when asked', () => {
    const { unmount } = renderWithRuntime(
      <PageHead title="News item not found" description="Gone" canonicalPath="/news-centre/x" robots="noindex, follow" />,
    );
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
    unmount();
  });

  it('takes its tags away when the page goes', () => {
    const { unmount } = renderWithRuntime(<PageHead title="Careers" description="Join us" canonicalPath="/careers" />);
    unmount();
    expect(document.head.querySelector('meta[name="description"]')).toBeNull();
  });
});

describe('pageMetaToHead', () => {
  it('maps a page-meta answer to PageHead props', () => {
    expect(
      pageMetaToHead(
        { meta_title: 'Home', meta_description: 'Welcome', og_title: 'Home OG', og_description: 'OG desc', og_image: { url: 'meta/home.jpg' } },
        '/',
      ),
    ).toEqual({ title: 'Home', description: 'Welcome', canonicalPath: '/', ogTitle: 'Home OG', ogDescription: 'OG desc', ogImage: 'meta/home.jpg' });
  });

  it('leaves missing social fields to the fallbacks', () => {
    expect(pageMetaToHead({ meta_title: 'Home', meta_description: '' }, '/')).toMatchObject({ ogTitle: undefined, ogImage: undefined });
  });
});
