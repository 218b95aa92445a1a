import { screen } from '@testing-library/react';
import { defineQuery, HttpStatus, QueryCache, useQuery } from '..';
import { hydrateFromServer, renderOnServer, testRuntime } from '../../testing';

const greeting = defineQuery('greeting', async () => 'Hello from the API');
const never = defineQuery('never', () => new Promise<string>(() => undefined));
const broken = defineQuery('broken', async () => {
  throw new Error('down');
});

function Greeting() {
  const { status, data } = useQuery(greeting);
  return <p>{status === 'success' ? data : 'Loading...'}</p>;
}

function Slow() {
  const { status } = useQuery(never);
  return <p>{status === 'loading' ? 'Loading...' : 'done'}</p>;
}

function Broken() {
  const { status } = useQuery(broken);
  return status === 'error' ? (
    <p>
      Could not load <HttpStatus code={503} />
    </p>
  ) : (
    <p>Loading...</p>
  );
}

describe('queries rendered on the server', () => {
  it('renders what the server loaded and hydrates with it, without asking again', async () => {
    const load = jest.fn(async () => 'Hello from the API');
    const counted = defineQuery('greeting', load);
    const server = await renderOnServer(<Greeting />, { queries: [counted] });
    expect(server.html).toContain('Hello from the API');
    expect(load).toHaveBeenCalledTimes(1);
    const page = await hydrateFromServer(<Greeting />, server);
    expect(page.errors).toEqual([]);
    expect(screen.getByText('Hello from the API')).toBeInTheDocument();
    page.unmount();
  });

  it('reports a browser render that differs from the server', async () => {
    const server = await renderOnServer(<Greeting />, { queries: [greeting] });
    const page = await hydrateFromServer(<Greeting />, { ...server, cache: new QueryCache(testRuntime().api) });
    expect(page.errors.length).toBeGreaterThan(0);
    page.unmount();
  });

  it('leaves a query that outlasts the budget to the browser, in its loading state', async () => {
    const server = await renderOnServer(<Slow />, { queries: [never], budgetMs: 20 });
    expect(server.html).toContain('Loading...');
    expect(server.cache.dehydrate()).toEqual({});
  });

  it('sends a failure as a failure, with the status the page asked for', async () => {
    const server = await renderOnServer(<Broken />, { queries: [broken] });
    expect(server.html).toContain('Could not load');
    expect(server.status).toBe(503);
    const page = await hydrateFromServer(<Broken />, server);
    expect(page.errors).toEqual([]);
    page.unmount();
  });
});

describe('QueryCache', () => {
  it('loads a query read by two others once', async () => {
    const base = jest.fn(async () => 2);
    const shared = defineQuery('base', base);
    const twice = defineQuery('twice', async ({ read }) => (await read(shared)) * 2);
    const thrice = defineQuery('thrice', async ({ read }) => (await read(shared)) * 3);
    const cache = new QueryCache(testRuntime().api);
    await cache.prefetch([twice, thrice], 1000);
    expect(cache.dehydrate()).toEqual({ base: { data: 2 }, twice: { data: 4 }, thrice: { data: 6 } });
    expect(base).toHaveBeenCalledTimes(1);
  });
});
