// A real receiver of the lead webhook for the rehearsal: node:http on 127.0.0.1, keeping every
// request it is sent and checking its signature as a receiver does.
import { createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';

export type ReceivedHook = { idempotencyKey: string; leadId: string; signed: boolean };

export type WebhookReceiver = {
  /** What LEADS_WEBHOOK_URL names it by. */
  url: string;
  hooks: ReceivedHook[];
  close: () => Promise<void>;
};

/** `t=<seconds>,v1=<hex>`: HMAC-SHA256 of "<t>.<body>" with the secret, compared in constant time. */
function verifies(header: string | undefined, body: string, secret: string): boolean {
  const match = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(header ?? '');
  if (!match) return false;
  return timingSafeEqual(createHmac('sha256', secret).update(`${match[1]}.${body}`).digest(), Buffer.from(match[2], 'hex'));
}

export async function startWebhookReceiver(port: number, secret: string): Promise<WebhookReceiver> {
  const hooks: ReceivedHook[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const { lead } = JSON.parse(body) as { lead: { id: string } };
      hooks.push({
        idempotencyKey: String(request.headers['idempotency-key']),
        leadId: lead.id,
        signed: verifies(request.headers['x-lead-signature'] as string | undefined, body, secret),
      });
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return {
    url: `http://127.0.0.1:${port}/hooks/leads`,
    hooks,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
