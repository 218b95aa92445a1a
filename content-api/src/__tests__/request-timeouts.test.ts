import net from 'node:net';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { SITE_ORIGIN, createTestEnvironment } from './support/test-server';
import type { TestEnvironment } from './support/test-server';

let env: TestEnvironment;
let app: FastifyInstance;
let port: number;

beforeAll(async () => {
  env = await createTestEnvironment({ requestTimeoutMs: 1000, headersTimeoutMs: 1000, keepAliveTimeoutMs: 5000 });
  app = await env.start();
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
});
afterAll(() => env.cleanup());

interface Ending {
  /** What the server wrote before the connection ended. */
  answer: string;
  /** Body bytes the client had sent by then. */
  bytesSent: number;
}

/**
 * Opens a POST announcing a 1000-byte body and sends one byte a second; resolves when the server
 * ends the connection (the test's own time-out fails it if the server never does).
 */
function trickleContactLead(): Promise<Ending> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    let bytesSent = 0;
    let trickle: NodeJS.Timeout | undefined;
    socket.on('connect', () => {
      socket.write(
        'POST /contact-leads HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
          `Origin: ${SITE_ORIGIN}\r\nContent-Length: 1000\r\n\r\n{`,
      );
      bytesSent = 1;
      trickle = setInterval(() => {
        if (!socket.writable) return;
        socket.write(' ');
        bytesSent += 1;
      }, 1000);
    });
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    socket.on('error', (error: NodeJS.ErrnoException) => {
      // A reset while the client writes is the server cutting the connection too.
      if (error.code !== 'ECONNRESET' && error.code !== 'EPIPE') reject(error);
    });
    socket.on('close', () => {
      clearInterval(trickle);
      resolve({ answer, bytesSent });
    });
  });
}

describe('a client sending its request slowly', () => {
  it('is answered 408 and cut off once the request time-out passes', async () => {
    const { answer, bytesSent } = await trickleContactLead();
    expect(bytesSent).toBeLessThan(1000);
    // Either Node's 408 reached the client, or the connection was closed without a word.
    if (answer !== '') expect(answer).toMatch(/^HTTP\/1\.1 408 /);
  }, 20_000);

  it('leaves a client that sends its request at once alone', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/contact-leads`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: SITE_ORIGIN },
      body: JSON.stringify({}),
    });
    expect(response.status).toBe(400);
  });

  it('runs with the configured time-outs', () => {
    expect(app.server.requestTimeout).toBe(1000);
    expect(app.server.headersTimeout).toBe(1000);
    expect(app.server.keepAliveTimeout).toBe(5000);
  });
});
