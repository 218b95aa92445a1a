import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A peer the announcements go to, counting what it was sent; the benchmark measures the server, not the peer. */
export interface CountingPeer {
  url: string;
  received(): number;
  close(): Promise<void>;
}

/** A real SMTP server (smtp-server) on 127.0.0.1 without TLS or authentication that takes every message. */
export async function startCountingMailServer(): Promise<CountingPeer> {
  let received = 0;
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      stream.on('data', () => {});
      stream.on('end', () => {
        received += 1;
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  server.on('error', () => {});
  const { port } = server.server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, received: () => received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** A webhook receiver (node:http) on 127.0.0.1 answering 200 to every POST. */
export async function startCountingWebhook(): Promise<CountingPeer> {
  let received = 0;
  const server = http.createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      received += 1;
      response.end('{"ok":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks/leads`,
    received: () => received,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
