import { readSiteConfig } from '@group/shared/config';
import { createSiteServer } from '../create-site-server';
import { makeDist } from './support/dist-folder';
import { startFakeApi, unusedAddress } from './support/fake-api';
import type { FakeApi } from './support/fake-api';
import { fakeRenderer } from './support/fake-renderer';

const dist = makeDist({ 'main.js': 'console.log("shell")' });

let api: FakeApi;
beforeEach(async () => {
  api = await startFakeApi();
});
afterEach(() => api.close());

async function shellServer(apiBaseUrl = api.url) {
  const renderer = fakeRenderer();
  const app = await createSiteServer({ mode: 'shell', root: dist, config: readSiteConfig({ API_BASE_URL: apiBaseUrl }), renderer });
  return { app, renderer };
}

describe('GET /healthz', () => {
  it('answers 200 {"status":"ok"}, never stored, without rendering a page or asking the API', async () => {
    const { app, renderer } = await shellServer();
    try {
      const reply = await app.inject({ method: 'GET', url: '/healthz' });
      expect(reply.statusCode).toBe(200);
      expect(reply.json()).toEqual({ status: 'ok' });
      expect(reply.headers['cache-control']).toBe('no-store');
      expect(renderer.requests).toEqual([]);
      expect(api.requests).toEqual([]);
    } finally {
      await app.close();
    }
  });

  it('answers even when the API is down', async () => {
    const { app } = await shellServer(await unusedAddress());
    try {
      expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});

describe('GET /readyz', () => {
  it('answers 200 {"status":"ready"} when the renderer is loaded and the API says it is ready, without rendering a page', async () => {
    const { app, renderer } = await shellServer();
    try {
      const reply = await app.inject({ method: 'GET', url: '/readyz' });
      expect(reply.statusCode).toBe(200);
      expect(reply.json()).toEqual({ status: 'ready' });
      expect(reply.headers['cache-control']).toBe('no-store');
      expect(renderer.requests).toEqual([]);
      expect(api.requests).toEqual(['/readyz']);
    } finally {
      await app.close();
    }
  });

  it('answers 503 naming the API when it says it is not ready', async () => {
    api.answer(503);
    const { app } = await shellServer();
    try {
      const reply = await app.inject({ method: 'GET', url: '/readyz' });
      expect(reply.statusCode).toBe(503);
      expect(reply.headers['cache-control']).toBe('no-store');
      expect(reply.json()).toEqual({ status: 'not ready', failed: { api: `${api.url}/readyz answered 503` } });
    } finally {
      await app.close();
    }
  });

  it('answers 503 naming the API when nothing answers at its address', async () => {
    const down = await unusedAddress();
    const { app } = await shellServer(down);
    try {
      const reply = await app.inject({ method: 'GET', url: '/readyz' });
      expect(reply.statusCode).toBe(503);
      expect(reply.json()).toEqual({ status: 'not ready', failed: { api: `${down}/readyz could not be reached (ECONNREFUSED)` } });
    } finally {
      await app.close();
    }
  });

  it('asks the API once for probes that come one after the other, not once each', async () => {
    const { app } = await shellServer();
    try {
      for (let i = 0; i < 5; i += 1) expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
      expect(api.requests).toEqual(['/readyz']);
    } finally {
      await app.close();
    }
  });
});
