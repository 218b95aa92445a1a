/** @jest-environment node */
import { defineQuery, QueryCache } from '@group/shared/data';
import { testRuntime } from '@group/shared/testing';
import { createRecentQueryResults } from '../recent-query-results';

function setUp() {
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
    const { results, loads, query } = setUp();
    const banners = query('home:/homepage/banners', () => [{ title: 'Building tomorrow' }]);
    await new QueryCache(testRuntime().api, {}, results).fetch(banners);
    const next = new QueryCache(testRuntime().api, {}, results);
    await expect(next.fetch(banners)).resolves.toEqual([{ title: 'Building tomorrow' }]);
    expect(next.dehydrate()).toEqual({ 'home:/homepage/banners': { data: [{ title: 'Building tomorrow' }] } });
    expect(loads).toEqual(['home:/homepage/banners']);
  });

  it('loads a result again once it is older than its freshness', async () => {
    const { results, loads, query, tick } = setUp();
    let title = 'first';
    const globals = query('site:globals', () => ({ title }));
    await new QueryCache(testRuntime().api, {}, results).fetch(globals);
    tick(1001);
    title = 'second';
    await expect(new QueryCache(testRuntime().api, {}, results).fetch(globals)).resolves.toEqual({ title: 'second' });
    expect(loads).toEqual(['site:globals', 'site:globals']);
  });

  it('never reuses a read that failed: the next request reads again (and shows its toast)', async () => {
    const { results, loads, query } = setUp();
    const failed = query('news:/newscentre/initial', () => undefined);
    await new QueryCache(testRuntime().api, {}, results).fetch(failed);
    await new QueryCache(testRuntime().api, {}, results).fetch(failed);
    expect(loads).toEqual(['news:/newscentre/initial', 'news:/newscentre/initial']);
  });

  it('keeps at most its number of results, the oldest going first', async () => {
    const { results, loads, query } = setUp();
    const [a, b, c] = ['a', 'b', 'c'].map((key) => query(key, () => key));
    for (const each of [a, b, c, a]) await new QueryCache(testRuntime().api, {}, results).fetch(each!);
    expect(loads).toEqual(['a', 'b', 'c', 'a']);
  });
});
