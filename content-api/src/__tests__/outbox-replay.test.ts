import type { FastifyInstance } from 'fastify';
import { freePort } from '../../scripts/lib/api-process';
import type { Database } from '../db/database';
import { deliveryId } from '../notifications/delivery-channels';
import { eventually } from './support/eventually';
import { validContactLead } from './support/multipart';
import { testDatabaseUrl } from './support/test-database';
import { SITE_ORIGIN, createTestEnvironment } from './support/test-server';
import type { TestEnvironment } from './support/test-server';
import { startWebhookReceiver } from '@group/lead-receivers';
import type { WebhookReceiver } from '@group/lead-receivers';

const SECRET = 'webhook-secret-for-the-outbox-replay-tests';

let env: TestEnvironment;
let hookPort: number;
let receiver: WebhookReceiver | undefined;

beforeEach(async () => {
  hookPort = await freePort();
  env = await createTestEnvironment({
    notifications: { mail: undefined, webhook: { url: `http://127.0.0.1:${hookPort}/hooks`, secret: SECRET }, retryMinMs: 100 },
  });
});
afterEach(async () => {
  await env.cleanup();
  await receiver?.close();
  receiver = undefined;
});

async function postContact(app: FastifyInstance, subject: string): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/contact-leads', payload: { ...validContactLead, subject }, headers: { origin: SITE_ORIGIN } });
  expect(response.statusCode).toBe(200);
  return response.json().data.id;
}

const deliveredOf = async (db: Database) =>
  Object.fromEntries(
    (await db.query<{ lead_id: string; delivered: boolean }>('SELECT lead_id, delivered_at IS NOT NULL AS delivered FROM lead_outbox')).map((row) => [
      row.lead_id,
      row.delivered,
    ]),
  );

// The journal exists on the embedded engine only; PostgreSQL's commit holds lead and outbox row together.
const withEmbeddedDatabase = testDatabaseUrl ? describe.skip : describe;

withEmbeddedDatabase('the lead journal', () => {
  it('brings back a lost lead with its delivery, and never announces again a lead it records as announced', async () => {
    receiver = await startWebhookReceiver(SECRET, { port: hookPort });
    let db = await env.openDb();
    const app = await env.start({ db });
    const announced = await postContact(app, 'Announced');
    await eventually(async () => (await deliveredOf(db))[announced] === true, 'the first announcement');
    await receiver.close();
    const waiting = await postContact(app, 'Waiting');
    await eventually(async () => (await db.query('SELECT 1 FROM lead_outbox WHERE last_error IS NOT NULL')).length === 1, 'a failed attempt');
    await app.close();

    // The database lost the record of the announcement made: the journal still has it.
    await db.query('UPDATE lead_outbox SET delivered_at = NULL WHERE lead_id = $1', [announced]);
    await db.close();
    db = await env.openDb();
    expect(await deliveredOf(db)).toEqual({ [announced]: true, [waiting]: false });

    // The database lost both leads and their outbox rows (a folder rebuilt after a power cut).
    await db.query('DELETE FROM contact_leads');
    await db.query('DELETE FROM lead_outbox');
    await db.close();
    db = await env.openDb();
    expect((await db.query<{ id: string }>('SELECT id FROM contact_leads ORDER BY created_at')).map((row) => row.id)).toEqual([announced, waiting]);
    expect(await db.query('SELECT id, lead_id, channel, attempts FROM lead_outbox')).toEqual([
      { id: deliveryId(waiting, 'webhook'), lead_id: waiting, channel: 'webhook', attempts: 0 },
    ]);
    await db.close();

    receiver = await startWebhookReceiver(SECRET, { port: hookPort });
    const restarted = await env.start();
    await restarted.ready();
    await eventually(() => receiver?.received.length === 1, 'the announcement of the lead brought back');
    expect(receiver.received[0].headers['idempotency-key']).toBe(deliveryId(waiting, 'webhook'));
  });
});

// Two servers on one PostgreSQL take rows from the same outbox.
const withPostgres = testDatabaseUrl ? describe : describe.skip;

withPostgres('two servers sharing one PostgreSQL', () => {
  it('send each delivery once, whichever server stored the lead', async () => {
    const first = await env.start();
    const second = await env.start();
    await Promise.all([first.ready(), second.ready()]);
    const ids: string[] = [];
    // The receiver is down: both servers fail, pause, and then take rows from the same outbox.
    for (let index = 0; index < 20; index += 1) ids.push(await postContact(index % 2 === 0 ? first : second, `Enquiry ${index}`));
    const db = await env.openDb();
    await eventually(async () => (await db.query('SELECT 1 FROM lead_outbox WHERE last_error IS NOT NULL')).length >= 6, 'failed attempts on both servers');

    receiver = await startWebhookReceiver(SECRET, { port: hookPort });
    await eventually(async () => (await db.query('SELECT 1 FROM lead_outbox WHERE delivered_at IS NULL')).length === 0, 'every delivery', 60_000);
    await first.close();
    await second.close();

    expect(receiver.received).toHaveLength(20);
    expect([...receiver.byKey().keys()].sort()).toEqual(ids.map((id) => deliveryId(id, 'webhook')).sort());
  });
});
