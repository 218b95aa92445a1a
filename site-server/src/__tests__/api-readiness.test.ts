import { createApiReadiness } from '../api-readiness';

/** A fetch that answers `status`, counting its calls; or never answers until its signal aborts. */
function fakeFetch(status: number | 'hang') {
  const calls: string[] = [];
  const fetch = ((url: string, init?: RequestInit) => {
    calls.push(url);
    if (status !== 'hang') return Promise.resolve(new Response('{}', { status }));
    return new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)));
  }) as typeof globalThis.fetch;
  return { fetch, calls };
}

describe('whether content-api is ready', () => {
  it('is asked at its readiness route, under the API’s base address', async () => {
    const { fetch, calls } = fakeFetch(200);
    await expect(createApiReadiness({ apiBaseUrl: 'https://api.meridian.example/v1', fetch })()).resolves.toEqual({ ok: true });
    expect(calls).toEqual(['https://api.meridian.example/v1/readyz']);
  });

  it('is remembered for the cache time, then asked again', async () => {
    const { fetch, calls } = fakeFetch(200);
    let now = 1_000_000;
    const ready = createApiReadiness({ apiBaseUrl: 'https://api.meridian.example', fetch, cacheMs: 2000, now: () => now });
    await ready();
    now += 1999;
    await ready();
    expect(calls).toHaveLength(1);
    now += 1;
    await ready();
    expect(calls).toHaveLength(2);
  });

  it('is "no" when the API does not answer within its time, and says so', async () => {
    const { fetch } = fakeFetch('hang');
    await expect(createApiReadiness({ apiBaseUrl: 'https://api.meridian.example', fetch, timeoutMs: 20 })()).resolves.toEqual({
      ok: false,
      reason: 'https://api.meridian.example/readyz did not answer within 20 ms',
    });
  });
});
