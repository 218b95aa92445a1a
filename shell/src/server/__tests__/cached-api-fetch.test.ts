/** @jest-environment node */
import { defineQuery, QueryCache } from '@group/shared/data';
import { testRuntime } from '@group/shared/testing';
import { CACHE_STATE_HEADER } from '../cached-api-fetch';
import { createCachedFetch, createRecentQueryResults } from '../cached-api-fetch';

const answer = (body: string, status = 200) => new Response(body, { status, headers: { 'content-type': 'application/json' } });

function setUpFetch() {
  let clock = 0;
  const calls: string[] = [];
  const bodies: string[] = [];
  const upstream = jest.fn(async (input: Parameters<typeof fetch>[0], init?: RequestInit) => {
    calls.push(`${init?.method ?? 'GET'} ${String(input)}`);
    return answer(bodies.shift() ?? '{"status":200,"data":"same"}');
  });
  const cachedFetch = createCachedFetch({ freshMs: 1000, staleMs: 5000, fetch: upstream as typeof fetch, now: () => clock });
  return { cachedFetch, calls, bodies, tick: (ms: number) => (clock += ms) };
}

describe('the server render’s API cache', () => {
  it('answers a repeated read from what it kept while it is fresh', async () => {
    const { cachedFetch, calls } = setUpFetch();
    expect(await (await cachedFetch('http://api/homepage/banners')).text()).toContain('same');
    expect(await (await cachedFetch('http://api/homepage/banners')).text()).toContain('same');
    expect(calls).toEqual(['GET http://api/homepage/banners']);
  });

  it('says of each answer whether it was fetched, fresh from memory or stale', async () => {
    const { cachedFetch, tick } = setUpFetch();
    const stateOf = async () => (await cachedFetch('http://api/globals')).headers.get(CACHE_STATE_HEADER);
    expect(await stateOf()).toBe('miss');
    expect(await stateOf()).toBe('fresh');
    tick(2000);
    expect(await stateOf()).toBe('stale');
  });

  it('serves a stale answer at once and fetches the new one behind it', async () => {
    const { cachedFetch, calls, bodies, tick } = setUpFetch();
    bodies.push('"first"', '"second"');
    await cachedFetch('http://api/globals');
    tick(2000);
    expect(await (await cachedFetch('http://api/globals')).text()).toBe('"first"');
    await new Promise((resolve) => setImmediate(resolve));
    expect(await (await cachedFetch('http://api/globals')).text()).toBe('"second"');
    expect(calls).toHaveLength(2);
  });

  it('fetches again once the stale time is over, and asks once for concurrent reads', async () => {
    const { cachedFetch, calls, tick } = setUpFetch();
    await cachedFetch('http://api/globals');
    tick(10_000);
    await Promise.all([cachedFetch('http://api/globals'), cachedFetch('http://api/globals'), cachedFetch('http://api/globals')]);
    expect(calls).toHaveLength(2);
  });

  it('keeps no failure and lets other methods through', async () => {
    const failing = jest.fn(async () => answer('down', 500));
    const cachedFetch = createCachedFetch({ fetch: failing as unknown as typeof fetch });
    expect((await cachedFetch('http://api/globals')).status).toBe(500);
    expect((await cachedFetch('http://api/globals')).status).toBe(500);
    await cachedFetch('http://api/contact-leads', { method: 'POST', body: '{}' });
    expect(failing).toHaveBeenCalledTimes(3);
  });

  it('gives up a request the API has not answered in time, as a failed one', async () => {
    const stalled = jest.fn(
      (_input: Parameters<typeof fetch>[0], init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason))),
    );
    const cachedFetch = createCachedFetch({ timeoutMs: 20, fetch: stalled as typeof fetch });
    await expect(cachedFetch('http://api/globals')).rejects.toMatchObject({ name: 'TimeoutError' });
    await expect(cachedFetch('http://api/contact-leads', { method: 'POST' })).rejects.toMatchObject({ name: 'TimeoutError' });
  });
});

function setUpResults() {
  let clock = 0;
  const results = createRecentQueryResults({ freshMs: 1000, maxEntries: 2, now: () => clock });
  const loads: string[] = [];
  const query = (key: string, answer: () => unknown) =>
    defineQuery(key, async () => {
      loads.push(key);
      return answer();
    });
  return { results, loads, query, tick: (ms: number) => (clock += ms) };
}

describe('the server’s recent query results', () => {
  it('lets the next request’s page use a result loaded a moment ago, without loading it again', async () => {
    const { results, loads, query } = setUpResults();
    const banners = query('home:/homepage/banners', () => [{ title: 'Building tomorrow' }]);
    await new QueryCache(testRuntime().api, {}, results).fetch(banners);
    const next = new QueryCache(testRuntime().api, {}, results);
    await expect(next.fetch(banners)).resolves.toEqual([{ title: 'Building tomorrow' }]);
    expect(next.dehydrate()).toEqual({ 'home:/homepage/banners': { data: [{ title: 'Building tomorrow' }] } });
    expect(loads).toEqual(['home:/homepage/banners']);
  });

  it('loads a result again once it is older than its freshness', async () => {
    const { results, loads, query, tick } = setUpResults();
    let title = 'first';
    const globals = query('site:globals', () => ({ title }));
    await new QueryCache(testRuntime().api, {}, results).fetch(globals);
    tick(1001);
    title = 'second';
    await expect(new QueryCache(testRuntime().api, {}, results).fetch(globals)).resolves.toEqual({ title: 'second' });
    expect(loads).toEqual(['site:globals', 'site:globals']);
  });

  it('never reuses a read that failed: the next request reads again (and shows its toast)', async () => {
    const { results, loads, query } = setUpResults();
    const failed = query('news:/newscentre/initial', () => undefined);
    await new QueryCache(testRuntime().api, {}, results).fetch(failed);
    await new QueryCache(testRuntime().api, {}, results).fetch(failed);
    expect(loads).toEqual(['news:/newscentre/initial', 'news:/newscentre/initial']);
  });

  it('keeps at most its number of results, the oldest going first', async () => {
    const { results, loads, query } = setUpResults();
    const [a, b, c] = ['a', 'b', 'c'].map((key) => query(key, () => key));
    for (const each of [a, b, c, a]) await new QueryCache(testRuntime().api, {}, results).fetch(each!);
    expect(loads).toEqual(['a', 'b', 'c', 'a']);
  });
});
