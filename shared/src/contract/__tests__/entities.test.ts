import {
  endpoints,
  envelopeSchema,
  globalSettingsSchema,
  homeBannerSchema,
  homeStatSchema,
  ventureBoxSchema,
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
  it('parses a news item and reads an unknown link_type as a link to nowhere', () => {
    expect(newsItemSchema.safeParse(newsItem).success).toBe(true);
    expect(newsItemSchema.parse({ ...newsItem, link_type: 'popup' }).link_type).toBe('none');
  });

  it('drops a news item without its id, slug or title, naming the field', () => {
    for (const field of ['_id', 'slug', 'title'] as const) {
      const bad = newsItemSchema.safeParse({ ...newsItem, [field]: '' });
      expect(bad.success).toBe(false);
      expect(bad.error?.issues[0]?.path).toEqual([field]);
    }
  });

  it('falls back, field by field, on empty media, string orders and unknown keys', () => {
    const parsed = newsItemSchema.parse({
      ...newsItem,
      inner_page_image: { url: '' },
      image: {},
      order: '3',
      status: 'true',
      alt_tag: 42,
      extra: { any: 'thing' },
    });
    expect(parsed).toMatchObject({ order: 3, status: true, alt_tag: '42' });
    expect(parsed.inner_page_image).toBeUndefined();
    expect(parsed.image).toBeUndefined();
    expect(parsed).not.toHaveProperty('extra');
  });

  it('keys /newscentre/initial by category name', () => {
    const parsed = newsInitialSchema.parse({ 'Media Mentions': { news: [newsItem], totalCount: 4 } });
    expect(parsed['Media Mentions']?.totalCount).toBe(4);
    expect(newsInitialSchema.safeParse({ x: { news: [], totalCount: -1 } }).success).toBe(false);
  });

  it('reads is_scrollable as a boolean or the string "true", anything else as false', () => {
    const scrollable = (value: unknown) => ventureBoxSchema.parse({ is_scrollable: value }).is_scrollable;
    expect(scrollable(true)).toBe(true);
    expect(scrollable('true')).toBe(true);
    expect(scrollable('false')).toBe(false);
    expect(scrollable('yes')).toBe(false);
    expect(ventureBoxSchema.parse({}).is_scrollable).toBe(false);
  });

  it('requires a url-safe slug of a venture category, not its banner images', () => {
    const venture = {
      title: 'Sports',
      slug: 'sports',
      banners: { desktop_banner: { url: 'a.jpg' }, mobile_banner: { url: 'b.jpg' } },
      sections: [{ layout_type: 'title_desc', section_title: 'Cricket' }],
    };
    expect(ventureCategorySchema.parse(venture).status).toBe(true);
    expect(ventureCategorySchema.safeParse({ ...venture, slug: 'Not A Slug' }).success).toBe(false);
    expect(ventureCategorySchema.parse({ ...venture, banners: { desktop_banner: { url: '' } } }).banners).toEqual({});
  });

  it('reads a venture banner without category status or order as shown and unordered', () => {
    const banner = {
      _id: 'b1',
      category: { title: 'Sports', slug: 'sports', status: true, order: 1 },
      accordion_desktop_banner: { url: 'a.jpg' },
      accordion_mobile_banner: { url: 'b.jpg' },
    };
    expect(ventureBannerSchema.safeParse(banner).success).toBe(true);
    const bare = ventureBannerSchema.parse({ ...banner, category: { title: 'Sports', slug: 'sports' } });
    expect(bare.category).toEqual({ title: 'Sports', slug: 'sports', status: true });
    expect(ventureBannerSchema.parse({ ...banner, category: { ...banner.category, order: '2', status: 'false' } }).category).toMatchObject({ order: 2, status: false });
  });

  it('accepts a stat number as a number or a numeric string, not words', () => {
    const stat = { name: 'Sectors <b>present</b>', image: { url: 's.png' } };
    expect(homeStatSchema.safeParse({ ...stat, number: 6 }).success).toBe(true);
    expect(homeStatSchema.safeParse({ ...stat, number: '25' }).success).toBe(true);
    expect(homeStatSchema.safeParse({ ...stat, number: 'many' }).success).toBe(false);
  });

  it('keeps a home banner with one image and drops one without a title', () => {
    expect(homeBannerSchema.parse({ title: 'x', desktop_banner: { url: 'a.jpg' }, mobile_banner: { url: '' } })).toMatchObject({
      desktop_banner: { url: 'a.jpg' },
      mobile_banner: undefined,
    });
    expect(homeBannerSchema.safeParse({ desktop_banner: { url: 'a.jpg' } }).success).toBe(false);
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
