import { homeContentSchema, newsItemSchema, globalSettingsSchema } from '../../contract';
import { mockFetch, resetSiteStore, toastMessages, testRuntime } from '../../testing';

/** The client of the test's runtime: its toasts go to the test's store. */
const api = () => testRuntime().api;

const newsItem = (id: string, extra: Record<string, unknown> = {}) => ({
  _id: id,
  slug: `news-${id}`,
  title: `News ${id}`,
  description: '<p>Body</p>',
  image: { url: `news/${id}.jpg` },
  createdAt: '2025-07-30T10:00:00.000Z',
  status: true,
  link_type: 'inner-page-link',
  category: { name: 'Press Releases' },
  ...extra,
});

const globals = {
  address: 'Mumbai',
  google_maps_url: 'https://maps.example.com',
  email: 'info@example.com',
  phone_number: '0000000000',
  social_media_links: [],
};

beforeEach(() => {
  resetSiteStore();
  jest.spyOn(console, 'warn').mockImplementation(() => {});
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

describe('getList', () => {
  it('drops a record that does not parse, logs it with the path, and returns the rest', async () => {
    mockFetch({ '/newscentre': { status: 200, data: [newsItem('1'), newsItem('2', { title: { text: 'not text' } }), newsItem('3')] } });
    const list = await api().getList('/newscentre', newsItemSchema);
    expect(list?.map((item) => item._id)).toEqual(['1', '3']);
    expect(console.warn).toHaveBeenCalledTimes(1);
    expect(console.warn).toHaveBeenCalledWith(
      expect.stringMatching(/\/newscentre.*record 1/),
      expect.arrayContaining([expect.objectContaining({ path: ['title'] })]),
    );
    expect(toastMessages()).toEqual([]);
  });

  it('keeps a record whose optional fields are empty, null or of a coercible type', async () => {
    mockFetch({
      '/newscentre': {
        status: 200,
        data: [newsItem('1', { image: { url: '' }, inner_page_image: {}, order: '2', alt_tag: null, link_type: 'carrier-pigeon' })],
      },
    });
    const list = await api().getList('/newscentre', newsItemSchema);
    expect(list).toEqual([expect.objectContaining({ _id: '1', order: 2, link_type: 'none' })]);
    expect(list?.[0]?.image).toBeUndefined();
    expect(console.warn).not.toHaveBeenCalled();
  });

  it('returns an empty list for an empty answer', async () => {
    mockFetch({ '/gallery': { status: 200, data: [] } });
    await expect(api().getList('/gallery', newsItemSchema)).resolves.toEqual([]);
  });

  it('returns nothing when data is not a list', async () => {
    mockFetch({ '/gallery': { status: 200, data: { not: 'a list' } } });
    await expect(api().getList('/gallery', newsItemSchema)).resolves.toBeUndefined();
  });

  it('returns nothing, with the toast, when the call fails', async () => {
    mockFetch({ '/gallery': 500 });
    await expect(api().getList('/gallery', newsItemSchema)).resolves.toBeUndefined();
    expect(toastMessages()).toEqual(['Internal Server Error']);
  });
});

describe('getFirst', () => {
  it('uses the first element of a one-element list', async () => {
    mockFetch({ '/globals': { status: 200, data: [globals, { ...globals, email: 'second@example.com' }] } });
    await expect(api().getFirst('/globals', globalSettingsSchema)).resolves.toMatchObject({ email: 'info@example.com' });
  });

  it('accepts a bare object where a one-element list is expected', async () => {
    mockFetch({ '/globals': { status: 200, data: globals } });
    await expect(api().getFirst('/globals', globalSettingsSchema)).resolves.toMatchObject({ address: 'Mumbai' });
  });

  it('returns nothing for an empty list', async () => {
    mockFetch({ '/homepage': { status: 200, data: [] } });
    await expect(api().getFirst('/homepage', homeContentSchema)).resolves.toBeUndefined();
  });

  it('skips a first element that does not parse', async () => {
    mockFetch({ '/globals': { status: 200, data: [null, globals] } });
    await expect(api().getFirst('/globals', globalSettingsSchema)).resolves.toMatchObject({ address: 'Mumbai' });
    expect(console.warn).toHaveBeenCalledTimes(1);
  });
});

describe('getNewsList', () => {
  it('accepts a plain list of news items', async () => {
    mockFetch({ '/newscentre?category=c1&skip=3&limit=3': { status: 200, data: [newsItem('4'), newsItem('5')] } });
    const page = await api().getNewsList('/newscentre?category=c1&skip=3&limit=3', newsItemSchema);
    expect(page).toEqual({ news: [expect.objectContaining({ _id: '4' }), expect.objectContaining({ _id: '5' })] });
    expect(page?.totalCount).toBeUndefined();
  });

  it('accepts {news, totalCount} and drops bad items', async () => {
    mockFetch({ '/newscentre?category=c1&skip=0&limit=3': { status: 200, data: { news: [newsItem('1'), { _id: 'bad' }], totalCount: 9 } } });
    const page = await api().getNewsList('/newscentre?category=c1&skip=0&limit=3', newsItemSchema);
    expect(page?.news.map((item) => item._id)).toEqual(['1']);
    expect(page?.totalCount).toBe(9);
  });

  it('returns nothing for any other shape', async () => {
    mockFetch({ '/newscentre': { status: 200, data: { items: [] } } });
    await expect(api().getNewsList('/newscentre', newsItemSchema)).resolves.toBeUndefined();
  });
});

describe('getRecord', () => {
  it('drops bad items per category and keeps every good one', async () => {
    mockFetch({
      '/newscentre/initial': {
        status: 200,
        data: {
          'Press Releases': { news: [newsItem('1'), newsItem('2', { slug: '' })], totalCount: 5 },
          'Media Mentions': { news: [newsItem('3', { category: { name: 'Media Mentions' } })], totalCount: 1 },
        },
      },
    });
    const record = await api().getRecord('/newscentre/initial', newsItemSchema);
    expect(Object.keys(record ?? {})).toEqual(['Press Releases', 'Media Mentions']);
    expect(record?.['Press Releases'].news.map((item) => item._id)).toEqual(['1']);
    expect(record?.['Press Releases'].totalCount).toBe(5);
    expect(record?.['Media Mentions'].news.map((item) => item._id)).toEqual(['3']);
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('Press Releases'), expect.anything());
  });

  it('leaves out a category whose entry has the wrong shape', async () => {
    mockFetch({ '/newscentre/initial': { status: 200, data: { Good: { news: [], totalCount: 0 }, Bad: 'oops' } } });
    await expect(api().getRecord('/newscentre/initial', newsItemSchema)).resolves.toEqual({ Good: { news: [], totalCount: 0 } });
  });

  it('returns nothing when data is a list', async () => {
    mockFetch({ '/newscentre/initial': { status: 200, data: [] } });
    await expect(api().getRecord('/newscentre/initial', newsItemSchema)).resolves.toBeUndefined();
  });
});
