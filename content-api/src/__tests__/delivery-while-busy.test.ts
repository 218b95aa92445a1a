import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Database } from '../db/database';
import { insertContactLead } from '../leads/lead-store';
import { setLeadAnnouncer } from '../notifications/lead-announcer';
import { OutboxWorker } from '../notifications/outbox-worker';
import { VisitorTraffic } from '../notifications/visitor-traffic';
import { eventually } from './support/eventually';
import { createTestEnvironment } from './support/test-server';
import type { TestEnvironment } from './support/test-server';

const LEADS = 8;
const CONCURRENCY = 4;

let env: TestEnvironment;
let db: Database;
let worker: OutboxWorker;

/** A receiver that holds every attempt until the test lets it through, counting those it holds. */
class HeldReceiver {
  private waiting: Array<() => void> = [];
  delivered = 0;
  mostAtOnce = 0;

  get holding(): number {
    return this.waiting.length;
  }

  send = () =>
    new Promise<void>((resolve) => {
      this.waiting.push(() => {
        this.delivered += 1;
        resolve();
      });
      this.mostAtOnce = Math.max(this.mostAtOnce, this.waiting.length);
    });

  letOneThrough(): void {
    this.waiting.shift()?.();
  }
}

describe('the delivery worker while visitors are being answered', () => {
  beforeEach(async () => {
    env = await createTestEnvironment();
    db = await env.openDb();
    setLeadAnnouncer(db, { channelsFor: () => ['webhook'], leadStored: () => {} });
    for (let index = 0; index < LEADS; index += 1) {
      await insertContactLead(db, { name: `Visitor ${index}`, email: `v${index}@example.com`, phone: '9123456780', subject: 'Hello', message: 'Call me' });
    }
  });
  afterEach(async () => {
    await worker.stop();
    await env.cleanup();
  });

  it('sends one delivery at a time per channel, and all it may at once when the server is quiet again', async () => {
    const receiver = new HeldReceiver();
    let busy = true;
    const log = { info: () => {}, warn: () => {}, error: () => {} };
    worker = new OutboxWorker({ db, senders: { webhook: { send: receiver.send, timeoutMs: 60_000 } }, retryMinMs: 60_000, concurrency: CONCURRENCY, log, busy: () => busy });
    await worker.start();

    for (let sent = 0; sent < 3; sent += 1) {
      await eventually(() => receiver.holding === 1, 'an attempt');
      receiver.letOneThrough();
    }
    await eventually(() => receiver.holding === 1, 'the fourth attempt');
    expect(receiver.mostAtOnce).toBe(1);

    busy = false;
    receiver.letOneThrough();
    await eventually(() => receiver.holding === CONCURRENCY, 'attempts side by side once the server is quiet');
    while (receiver.delivered < LEADS) {
      receiver.letOneThrough();
      await eventually(() => receiver.holding > 0 || receiver.delivered === LEADS, 'the remaining attempts');
    }
    expect(receiver.delivered).toBe(LEADS);
  });
});

describe('visitor traffic', () => {
  it('counts the server busy while it answers a request, and not before the first', async () => {
    const seen: boolean[] = [];
    const server = http.createServer((_request, response) => {
      // Answered a moment later, as a route does.
      setImmediate(() => {
        seen.push(traffic.busy());
        response.end('ok');
      });
    });
    const traffic = new VisitorTraffic(server);
    expect(traffic.busy()).toBe(false);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      expect(await (await fetch(`http://127.0.0.1:${port}/`)).text()).toBe('ok');
      expect(seen).toEqual([true]);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
