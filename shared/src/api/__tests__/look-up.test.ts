import { z } from 'zod';
import { httpReply, mockFetch, networkError, rawReply, resetSiteStore, testRuntime, toastMessages } from '../../testing';
import { ApiUnavailableError, INTERNAL_SERVER_ERROR, isApiUnavailable } from '..';

/** The client of the test's runtime: its toasts go to the test's store. */
const api = () => testRuntime().api;

const itemSchema = z.object({ title: z.string() });

beforeEach(() => {
  resetSiteStore();
  jest.spyOn(console, 'error').mockImplementation(() => {});
  jest.spyOn(console, 'warn').mockImplementation(() => {});
});

describe('lookUp: a record named by the address', () => {
  it('returns the record and shows no toast', async () => {
    mockFetch({ '/newscentre/solar-park': { status: 200, data: { title: 'Solar park' } } });
    await expect(api().lookUp('/newscentre/solar-park', itemSchema)).resolves.toEqual({ title: 'Solar park' });
    expect(toastMessages()).toEqual([]);
  });

  it.each([
    ['HTTP 404 with its envelope (content-api)', httpReply(404, { status: 404, message: 'News item not found' })],
    ['HTTP 200 with an envelope whose status is 404', { status: 404, message: 'News item not found' }],
    ['HTTP 200 with no data', { status: 200, data: null }],
  ])('takes the API’s "not found" or its empty answer for an answer: nothing, with no toast and nothing logged, for %s', async (_case, reply) => {
    mockFetch({ '/newscentre/gone': reply });
    await expect(api().lookUp('/newscentre/gone', itemSchema)).resolves.toBeUndefined();
    expect(toastMessages()).toEqual([]);
    expect(console.error).not.toHaveBeenCalled();
  });

  it.each([
    ['the network fails (API down or timed out)', networkError(), INTERNAL_SERVER_ERROR],
    ['HTTP 503 without a body', 503, INTERNAL_SERVER_ERROR],
    ['HTTP 500 with the envelope', httpReply(500, { status: 500, message: 'Database unavailable' }), INTERNAL_SERVER_ERROR],
    ['HTTP 404 from something other than the API (an HTML page)', rawReply(404, '<html>Not Found</html>'), INTERNAL_SERVER_ERROR],
    ['HTTP 404 with JSON that is not the envelope', httpReply(404, { error: 'no route' }), INTERNAL_SERVER_ERROR],
    ['HTTP 200 with an envelope whose status is 500', { status: 500, message: 'Try later' }, 'Try later'],
  ])('rejects with ApiUnavailableError, its toast queued, when %s', async (_case, reply, toast) => {
    mockFetch({ '/newscentre/solar-park': reply });
    const read = api().lookUp('/newscentre/solar-park', itemSchema);
    await expect(read).rejects.toBeInstanceOf(ApiUnavailableError);
    await expect(read).rejects.toMatchObject({ path: '/newscentre/solar-park', message: expect.stringMatching(/^GET \/newscentre\/solar-park /) });
    expect(toastMessages('error')).toEqual([toast]);
  });

  it('rejects with ApiUnavailableError, logged without a toast, when the record does not match the contract', async () => {
    mockFetch({ '/newscentre/solar-park': { status: 200, data: { title: 42 } } });
    const error: unknown = await api().lookUp('/newscentre/solar-park', itemSchema).catch((caught: unknown) => caught);
    expect(isApiUnavailable(error)).toBe(true);
    expect((error as Error).message).toBe('GET /newscentre/solar-park answered data that does not match the contract');
    expect(toastMessages()).toEqual([]);
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('/newscentre/solar-park'), expect.anything());
  });

  it('rejects with an AbortError, and no toast, when its caller stops it', async () => {
    const controller = new AbortController();
    mockFetch({
      '/newscentre/solar-park': () => {
        controller.abort();
        return { status: 200, data: { title: 'late' } };
      },
    });
    await expect(api().lookUp('/newscentre/solar-park', itemSchema, { signal: controller.signal })).rejects.toMatchObject({ name: 'AbortError' });
    expect(toastMessages()).toEqual([]);
  });

  it("rejects with ApiUnavailableError, its toast queued, when the contract's schemas cannot be fetched", async () => {
    mockFetch({ '/newscentre/solar-park': { status: 200, data: { title: 'Solar park' } } });
    const notifyError = jest.fn();
    try {
      await jest.isolateModulesAsync(async () => {
        jest.doMock('../get-data', () => {
          throw new Error('Loading chunk contract failed');
        });
        const { createApiClient } = await import('../api-client');
        const client = createApiClient({ baseUrl: testRuntime().config.apiBaseUrl, notifyError });
        await expect(client.lookUp('/newscentre/solar-park', itemSchema)).rejects.toMatchObject({ name: 'ApiUnavailableError' });
      });
    } finally {
      jest.dontMock('../get-data');
    }
    expect(notifyError).toHaveBeenCalledWith(INTERNAL_SERVER_ERROR);
  });
});
