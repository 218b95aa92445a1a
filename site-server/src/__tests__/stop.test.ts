import net from 'node:net';
import http from 'node:http';
import { readSiteConfig } from '@group/shared/config';
import { createSiteServer } from '../create-site-server';
import { listenSiteServer } from '../listen';
import { stopSiteServer } from '../stop-site-server';
import { makeDist } from './support/dist-folder';
import { startFakeApi } from './support/fake-api';
import { fakeRenderer } from './support/fake-renderer';

const dist = makeDist({ 'index.html': '<!doctype html><title>Remote</title>' });

const connect = (port: number) =>
  new Promise<net.Socket>((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => resolve(socket));
    socket.once('error', reject);
  });

const ended = (socket: net.Socket) => new Promise<void>((resolve) => (socket.closed ? resolve() : socket.once('close', () => resolve())));

describe('stopping the server', () => {
  it('ends a connection the browser opened ahead of need and never used, instead of waiting for it', async () => {
    const app = await createSiteServer({ mode: 'static', root: dist });
    const port = await listenSiteServer(app, { port: 0, host: '127.0.0.1' });
    const preconnected = await connect(port);

    await app.close();
    await ended(preconnected);
    expect(preconnected.destroyed).toBe(true);
  });

  it('answers a request in flight when the stop comes, then ends its kept-alive connection', async () => {
    const app = await createSiteServer({ mode: 'static', root: dist });
    const port = await listenSiteServer(app, { port: 0, host: '127.0.0.1' });
    // The stop comes as the request arrives, before its answer is written.
    let closed: Promise<undefined> | undefined;
    app.server.once('request', () => (closed = app.close()));
    const { status, body } = await new Promise<{ status?: number; body: string }>((resolve, reject) => {
      http
        .get({ port, host: '127.0.0.1', path: '/', agent: new http.Agent({ keepAlive: true }) }, (response) => {
          let text = '';
          response.on('data', (chunk: Buffer) => (text += chunk.toString()));
          response.on('end', () => resolve({ status: response.statusCode, body: text }));
        })
        .once('error', reject);
    });
    await closed;
    expect(status).toBe(200);
    expect(body).toContain('<title>Remote</title>');
  });
});

describe('a graceful stop', () => {
  const shellDist = makeDist({ 'main.js': 'console.log("shell")' });

  it('first says it is not ready while pages are still answered, then closes', async () => {
    const api = await startFakeApi();
    const app = await createSiteServer({ mode: 'shell', root: shellDist, config: readSiteConfig({ API_BASE_URL: api.url }), renderer: fakeRenderer() });
    const port = await listenSiteServer(app, { port: 0, host: '127.0.0.1' });
    const get = (url: string) => fetch(`http://127.0.0.1:${port}${url}`, { headers: { connection: 'close' } });
    try {
      expect((await get('/readyz')).status).toBe(200);
      let closed = false;
      const stopped = stopSiteServer(app, { drainDelayMs: 1500 }).then(() => (closed = true));

      const readiness = await get('/readyz');
      expect(readiness.status).toBe(503);
      expect(await readiness.json()).toEqual({ status: 'not ready', failed: { server: 'stopping' } });
      const page = await get('/news-centre');
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('<main>/news-centre</main>');
      expect((await get('/healthz')).status).toBe(200);
      expect(closed).toBe(false);

      await stopped;
      await expect(get('/healthz')).rejects.toThrow();
    } finally {
      await api.close();
    }
  });
});
