import {
  compareNewsOrder,
  endpoints,
  envelopeSchema,
  globalSettingsSchema,
  homeBannerSchema,
  homeStatSchema,
  isScrollable,
  newsInitialSchema,
  newsItemSchema,
  pageMetaSchema,
  ventureBannerSchema,
  ventureCategorySchema,
} from '..';

const newsItem = {
  _id: 'n1',
  slug: 'solar-park-commissioned',
  title: 'Solar park commissioned',
  description: '<p>Text</p>',
  image: { url: 'news/solar.jpg' },
  createdAt: '2026-03-04T10:00:00.000Z',
  status: true,
  link_type: 'inner-page-link',
  category: { _id: 'c1', name: 'Press Releases' },
};

describe('content schemas', () => {
  it('parses a news item and rejects an unknown link_type', () => {
    expect(newsItemSchema.safeParse(newsItem).success).toBe(true);
    const bad = newsItemSchema.safeParse({ ...newsItem, link_type: 'popup' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.path).toEqual(['link_type']);
  });

  it('rejects a news item without a valid date', () => {
    expect(newsItemSchema.safeParse({ ...newsItem, createdAt: 'yesterday' }).success).toBe(false);
  });

  it('keys /newscentre/initial by category name', () => {
    const parsed = newsInitialSchema.parse({ 'Media Mentions': { news: [newsItem], totalCount: 4 } });
    expect(parsed['Media Mentions']?.totalCount).toBe(4);
    expect(newsInitialSchema.safeParse({ x: { news: [], totalCount: -1 } }).success).toBe(false);
  });

  it('orders news by order ascending with a missing order last', () => {
    const items = [{ order: undefined }, { order: 2 }, { order: null }, { order: 1 }];
    expect([...items].sort(compareNewsOrder).map((i) => i.order)).toEqual([1, 2, undefined, null]);
  });

  it('reads is_scrollable as a boolean or the string "true"', () => {
    expect(isScrollable({ is_scrollable: true })).toBe(true);
    expect(isScrollable({ is_scrollable: 'true' })).toBe(true);
    expect(isScrollable({ is_scrollable: 'false' })).toBe(false);
    expect(isScrollable({})).toBe(false);
  });

  it('requires the banner images of a venture category and a url-safe slug', () => {
    const venture = {
      title: 'Sports',
      slug: 'sports',
      banners: { desktop_banner: { url: 'a.jpg' }, mobile_banner: { url: 'b.jpg' } },
      sections: [{ layout_type: 'title_desc', section_title: 'Cricket' }],
    };
    expect(ventureCategorySchema.parse(venture).status).toBe(true);
    expect(ventureCategorySchema.safeParse({ ...venture, slug: 'Not A Slug' }).success).toBe(false);
    expect(ventureCategorySchema.safeParse({ ...venture, banners: {} }).success).toBe(false);
  });

  it('requires category status and order on a venture banner', () => {
    const banner = {
      _id: 'b1',
      category: { title: 'Sports', slug: 'sports', status: true, order: 1 },
      accordion_desktop_banner: { url: 'a.jpg' },
      accordion_mobile_banner: { url: 'b.jpg' },
    };
    expect(ventureBannerSchema.safeParse(banner).success).toBe(true);
    expect(ventureBannerSchema.safeParse({ ...banner, category: { title: 'Sports', slug: 'sports' } }).success).toBe(false);
  });

  it('accepts a stat number as a number or a numeric string, not words', () => {
    const stat = { name: 'Sectors <b>present</b>', image: { url: 's.png' } };
    expect(homeStatSchema.safeParse({ ...stat, number: 6 }).success).toBe(true);
    expect(homeStatSchema.safeParse({ ...stat, number: '25' }).success).toBe(true);
    expect(homeStatSchema.safeParse({ ...stat, number: 'many' }).success).toBe(false);
  });

  it('needs both images of a home banner', () => {
    expect(homeBannerSchema.safeParse({ title: 'x', desktop_banner: { url: 'a.jpg' } }).success).toBe(false);
  });

  it('needs a title on page meta and social links on global settings default to none', () => {
    expect(pageMetaSchema.safeParse({ meta_description: 'x' }).success).toBe(false);
    const globals = globalSettingsSchema.parse({
      address: 'Mumbai',
      google_maps_url: 'https://maps.example',
      email: 'info@example.com',
      phone_number: '+91 22 0000 0000',
    });
    expect(globals.social_media_links).toEqual([]);
  });

  it('wraps data in the {status, data, message} envelope', () => {
    const schema = envelopeSchema(pageMetaSchema);
    expect(schema.safeParse({ status: 404, message: 'Not found' }).success).toBe(true);
    expect(schema.safeParse({ data: {} }).success).toBe(false);
  });
});

describe('endpoints', () => {
  it('builds the SPEC §7 paths', () => {
    expect(endpoints.newsPage({ category: 'c1', skip: 3, limit: 3 })).toBe('/newscentre?category=c1&skip=3&limit=3');
    expect(endpoints.ventureBySlug('renewable-energy')).toBe('/business-ventures/category-by-slug/renewable-energy');
    expect(endpoints.pageMeta('Media & Entertainment')).toBe('/page-meta/Media%20%26%20Entertainment');
    expect(endpoints.newsItem('a b')).toBe('/newscentre/a%20b');
  });
});
