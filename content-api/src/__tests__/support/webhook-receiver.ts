import { createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedHook {
  headers: http.IncomingHttpHeaders;
  body: string;
  /** Whether X-Lead-Signature verifies with the receiver's secret. */
  signed: boolean;
}

export interface WebhookReceiver {
  port: number;
  url: string;
  received: ReceivedHook[];
  /** Requests kept, one per Idempotency-Key, as a receiver dropping repeats keeps them. */
  byKey(): Map<string, ReceivedHook>;
  close(): Promise<void>;
}

/** Checks `t=<seconds>,v1=<hex>` as a receiver would: HMAC-SHA256 of "<t>.<body>", compared in constant time. */
export function verifySignature(header: string | undefined, body: string, secret: string): boolean {
  const match = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(header ?? '');
  if (!match) return false;
  const expected = createHmac('sha256', secret).update(`${match[1]}.${body}`).digest();
  return timingSafeEqual(expected, Buffer.from(match[2], 'hex'));
}

/**
 * A local receiver (node:http) on 127.0.0.1 that keeps every request and answers `status` (200 by
 * default). `port` 0 takes a free one.
 */
export async function startWebhookReceiver(secret: string, options: { port?: number; status?: () => number } = {}): Promise<WebhookReceiver> {
  const received: ReceivedHook[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      received.push({ headers: request.headers, body, signed: verifySignature(request.headers['x-lead-signature'] as string, body, secret) });
      response.statusCode = options.status?.() ?? 200;
      response.end('{"ok":true}');
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    port,
    url: `http://127.0.0.1:${port}/hooks/leads`,
    received,
    byKey: () => new Map(received.map((hook) => [String(hook.headers['idempotency-key']), hook])),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
