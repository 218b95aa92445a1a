import net from 'node:net';
import { createSiteServer } from '../create-site-server';
import { listenSiteServer } from '../listen';
import { makeDist } from './support/dist-folder';

const dist = makeDist({ 'index.html': '<!doctype html><title>Remote</title>' });
const BODY_BYTES = 1000;

/**
 * A client that announces a body of BODY_BYTES and sends it a byte a second. Resolves when the
 * server closes the connection, with what it answered and how many bytes of the body had gone.
 */
function sendBodySlowly(port: number): Promise<{ answer: string; sent: number }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    let sent = 0;
    let timer: NodeJS.Timeout | undefined;
    socket.on('connect', () => {
      socket.write(`POST /contact HTTP/1.1\r\nHost: localhost\r\nContent-Type: text/plain\r\nContent-Length: ${BODY_BYTES}\r\n\r\n`);
      timer = setInterval(() => {
        if (socket.writable && sent < BODY_BYTES) {
          socket.write('x');
          sent += 1;
        }
      }, 1000);
    });
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ answer, sent });
    });
    socket.on('timeout', () => reject(new Error('the test client timed out')));
  });
}

describe('a client that sends its request slowly', () => {
  it('is answered and its connection closed once the request time-out has passed, long before its body is complete', async () => {
    const app = await createSiteServer({ mode: 'static', root: dist, timeouts: { requestMs: 1500 } });
    const port = await listenSiteServer(app, { port: 0, host: '127.0.0.1' });
    try {
      const { answer, sent } = await sendBodySlowly(port);
      expect(sent).toBeLessThan(BODY_BYTES);
      expect(answer).toMatch(/^HTTP\/1\.1 (405|408) /);
    } finally {
      await app.close();
    }
  }, 30_000);
});
