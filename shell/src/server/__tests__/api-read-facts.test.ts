/** @jest-environment node */
import { CACHE_STATE_HEADER, countApiReads } from '../cached-api-fetch';

const answer = (status: number, state?: string) =>
  new Response('{}', { status, headers: state ? { [CACHE_STATE_HEADER]: state } : {} });

describe('a page’s API reads, counted', () => {
  it('tells fresh, stale, fetched and failed reads apart, and adds up the time spent waiting for the API', async () => {
    const answers = [answer(200, 'fresh'), answer(200, 'stale'), answer(200, 'miss'), answer(503), answer(404, 'miss')];
    const asked: (string | null)[] = [];
    const fetch = jest.fn(async (_input: unknown, init?: RequestInit) => {
      asked.push(new Headers(init?.headers).get('x-request-id'));
      return answers.shift() ?? Promise.reject(new TypeError('fetch failed'));
    }) as unknown as typeof globalThis.fetch;
    let clock = 0;
    const reads = countApiReads(fetch, 'req-9', () => (clock += 10));
    for (let i = 0; i < 5; i += 1) await reads.fetch('http://api/x');
    await expect(reads.fetch('http://api/down')).rejects.toThrow('fetch failed');
    // Each read took 10 ms on this clock; the two answered from memory waited for nothing.
    expect(reads.facts()).toEqual({ count: 6, cached: 2, stale: 1, failed: 2, waitedMs: 40 });
    expect(asked).toEqual(Array(6).fill('req-9'));
  });

  it('keeps a read’s own headers beside the request id', async () => {
    const fetch = jest.fn(async () => answer(200)) as unknown as typeof globalThis.fetch;
    await countApiReads(fetch, 'req-1').fetch('http://api/x', { headers: { Accept: 'application/json' } });
    const headers = new Headers((fetch as jest.Mock).mock.calls[0][1].headers);
    expect(headers.get('accept')).toBe('application/json');
    expect(headers.get('x-request-id')).toBe('req-1');
  });
});
