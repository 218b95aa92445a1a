import { z } from 'zod';
import { homeContentSchema, newsItemSchema, globalSettingsSchema } from '../../contract';
import { mockFetch, httpReply, networkError, rawReply, resetSiteStore, setUpTestRuntime, toastMessages, testRuntime } from '../../testing';
import { INTERNAL_SERVER_ERROR } from '..';

/** The client of the test's runtime: its toasts go to the test's store. */
const api = () => testRuntime().api;

const itemSchema = z.object({ title: z.string() });

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
  jest.spyOn(console, 'error').mockImplementation(() => {});
  jest.spyOn(console, 'warn').mockImplementation(() => {});
});

describe('getData', () => {
  it('returns the parsed data of a status 200 answer and shows no toast', async () => {
    mockFetch({ '/news/one': { status: 200, data: { title: 'Hello' } } });
    await expect(api().getData('/news/one', itemSchema)).resolves.toEqual({ title: 'Hello' });
    expect(toastMessages()).toEqual([]);
  });

  it('asks the configured API base address', async () => {
    setUpTestRuntime({ apiBaseUrl: 'https://api.example.org/v1/' });
    const fetchMock = mockFetch({ '/globals': { status: 200, data: { title: 'x' } } });
    await api().getData('/globals', itemSchema);
    expect(fetchMock.calls[0].url).toBe('https://api.example.org/v1/globals');
  });

  it("shows the body's message when HTTP says 200 and the body status is not 200", async () => {
    mockFetch({ '/x': { status: 400, message: 'Invalid category' } });
    await expect(api().getData('/x', itemSchema)).resolves.toBeUndefined();
    expect(toastMessages('error')).toEqual(['Invalid category']);
  });

  it("shows the body's message for any 2xx whose body status is not 200", async () => {
    mockFetch({ '/x': httpReply(206, { status: 404, message: 'News item does not exist' }) });
    await expect(api().getData('/x', itemSchema)).resolves.toBeUndefined();
    expect(toastMessages('error')).toEqual(['News item does not exist']);
  });

  it.each([
    ['carries no message', { status: 500 }],
    ['carries an empty message', { status: 403, message: '  ' }],
    ['carries a message that is not text', { status: 403, message: { text: 'no' } }],
  ])('shows "Internal Server Error" when a 2xx body with a status other than 200 %s', async (_case, body) => {
    mockFetch({ '/x': httpReply(200, body) });
    await expect(api().getData('/x', itemSchema)).resolves.toBeUndefined();
    expect(toastMessages('error')).toEqual([INTERNAL_SERVER_ERROR]);
    expect(INTERNAL_SERVER_ERROR).toBe('Internal Server Error');
  });

  it.each([
    ['HTTP 500 with a JSON body carrying its own message', httpReply(500, { status: 500, message: 'Database unavailable', data: null })],
    ['HTTP 502 with a JSON body carrying its own message', httpReply(502, { status: 502, message: 'Bad gateway' })],
    ['HTTP 503 with a JSON body that claims status 200 and data', httpReply(503, { status: 200, data: { title: 'stale' } })],
    ['HTTP 404 with a JSON body carrying its own message', httpReply(404, { status: 404, message: 'News item does not exist' })],
    ['HTTP 400 with a JSON body carrying its own message', httpReply(400, { status: 400, message: 'Invalid category' })],
    ['HTTP 500 without a body', 500],
    ['HTTP 503 with a JSON body that is not the wrapper', httpReply(503, { error: 'down' })],
    ['HTTP 502 with an HTML page', rawReply(502, '<html>Bad Gateway</html>')],
    ['HTTP 301 with a JSON wrapper', httpReply(301, { status: 200, data: { title: 'moved' } })],
  ])('shows "Internal Server Error" and returns nothing for %s', async (_case, reply) => {
    mockFetch({ '/x': reply });
    await expect(api().getData('/x', itemSchema)).resolves.toBeUndefined();
    expect(toastMessages('error')).toEqual(['Internal Server Error']);
  });

  it.each([
    ['the network fails', networkError()],
    ['HTTP 200 comes with a body that is not JSON', rawReply(200, 'not json')],
    ['HTTP 200 comes with JSON that is not the wrapper', { title: 'no wrapper' }],
    ['HTTP 200 comes with a wrapper whose status is not a number', { status: 'ok', data: { title: 'x' } }],
    ['HTTP 201 comes with a JSON list', httpReply(201, [{ title: 'x' }])],
  ])('shows "Internal Server Error" and returns nothing when %s', async (_case, reply) => {
    mockFetch({ '/x': reply });
    await expect(api().getData('/x', itemSchema)).resolves.toBeUndefined();
    expect(toastMessages('error')).toEqual(['Internal Server Error']);
  });

  it('treats every HTTP status from 200 to 299 as success', async () => {
    mockFetch({ '/a': httpReply(203, { status: 200, data: { title: 'A' } }), '/b': httpReply(299, { status: 200, data: { title: 'B' } }) });
    await expect(api().getData('/a', itemSchema)).resolves.toEqual({ title: 'A' });
    await expect(api().getData('/b', itemSchema)).resolves.toEqual({ title: 'B' });
    expect(toastMessages()).toEqual([]);
  });

  it('queues one toast when several calls fail the same way', async () => {
    mockFetch({ '/a': networkError(), '/b': 500 });
    await Promise.all([api().getData('/a', itemSchema), api().getData('/b', itemSchema)]);
    expect(toastMessages()).toEqual(['Internal Server Error']);
  });

  it('returns nothing and logs, without a toast, when the data does not match the contract', async () => {
    mockFetch({ '/x': { status: 200, data: { title: 42 } } });
    await expect(api().getData('/x', itemSchema)).resolves.toBeUndefined();
    expect(toastMessages()).toEqual([]);
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('/x'), expect.arrayContaining([expect.objectContaining({ path: ['title'] })]));
  });

  it('returns nothing and shows no toast when the caller aborts', async () => {
    const controller = new AbortController();
    mockFetch({
      '/slow': () => {
        controller.abort();
        return { status: 200, data: { title: 'late' } };
      },
    });
    await expect(api().getData('/slow', itemSchema, { signal: controller.signal })).resolves.toBeUndefined();
    expect(toastMessages()).toEqual([]);
  });

  it('passes the signal to fetch', async () => {
    const controller = new AbortController();
    const fetchMock = mockFetch({ '/x': { status: 200, data: { title: 'x' } } });
    await api().getData('/x', itemSchema, { signal: controller.signal });
    expect(fetchMock.calls[0].signal).toBe(controller.signal);
  });
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

describe('a read that names its schema', () => {
  it("is checked with the contract's record schema of that name", async () => {
    mockFetch({ '/homepage/stats': { status: 200, data: [{ number: '25', name: 'Cricket Clubs' }, { number: 'many', name: 'Journalists' }] } });
    await expect(api().getList('/homepage/stats', 'homeStat')).resolves.toEqual([expect.objectContaining({ number: '25', name: 'Cricket Clubs' })]);
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('record 1'), expect.anything());
  });

  it("fails as a call does when the contract's schemas cannot be fetched: its toast, nothing returned", async () => {
    mockFetch({ '/globals': { status: 200, data: globals } });
    const notifyError = jest.fn();
    try {
      await jest.isolateModulesAsync(async () => {
        jest.doMock('../get-data', () => {
          throw new Error('Loading chunk contract failed');
        });
        const { createApiClient } = await import('../api-client');
        const client = createApiClient({ baseUrl: testRuntime().config.apiBaseUrl, notifyError });
        await expect(client.getFirst('/globals', 'globalSettings')).resolves.toBeUndefined();
      });
    } finally {
      jest.dontMock('../get-data');
    }
    expect(notifyError).toHaveBeenCalledWith(INTERNAL_SERVER_ERROR);
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining("the contract's schemas could not be loaded"), expect.any(Error));
  });
});
