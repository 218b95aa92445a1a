import { freePort } from '../../scripts/lib/api-process';
import { runLeadsCommand } from '../leads/leads-command';
import { deliveryId } from '../notifications/delivery-channels';
import { eventually } from './support/eventually';
import { validContactLead } from './support/multipart';
import { SITE_ORIGIN, createTestEnvironment } from './support/test-server';
import type { TestEnvironment } from './support/test-server';
import { startWebhookReceiver } from '@group/lead-receivers';

const SECRET = 'webhook-secret-for-the-outbox-command-tests';

let env: TestEnvironment;
let commandEnv: NodeJS.ProcessEnv;
let leadId: string;
let hookPort: number;

/** A lead whose webhook failed once (nothing listens on its port), with the server stopped. */
beforeAll(async () => {
  hookPort = await freePort();
  env = await createTestEnvironment({
    notifications: { mail: undefined, webhook: { url: `http://127.0.0.1:${hookPort}/hooks`, secret: SECRET }, retryMinMs: 60_000 },
  });
  commandEnv = {
    DATA_DIR: env.config.dataDir,
    ...(env.config.databaseUrl ? { DATABASE_URL: env.config.databaseUrl } : {}),
  };
  const db = await env.openDb();
  const app = await env.start({ db });
  const response = await app.inject({ method: 'POST', url: '/contact-leads', payload: validContactLead, headers: { origin: SITE_ORIGIN } });
  leadId = response.json().data.id;
  await eventually(async () => (await db.query('SELECT 1 FROM lead_outbox WHERE last_error IS NOT NULL')).length === 1, 'a failed attempt');
  await app.close();
  await db.close();
});
afterAll(() => env.cleanup());

async function run(...args: string[]) {
  let stdout = '';
  let stderr = '';
  const code = await runLeadsCommand(args, { env: commandEnv, stdout: (text) => (stdout += text), stderr: (text) => (stderr += text) });
  return { code, stdout, stderr };
}

describe('leads outbox', () => {
  it('lists the deliveries not yet made, with why the last attempt failed and no visitor data', async () => {
    const { code, stdout } = await run('outbox');
    expect(code).toBe(0);
    const lines = stdout.trimEnd().split('\n');
    expect(lines[0]).toBe('lead announcements not yet delivered: 1 (1 failed at their last attempt)');
    expect(lines[1]).toMatch(
      new RegExp(`^  ${deliveryId(leadId, 'webhook')}  contact lead ${leadId}  webhook  attempts 1  next \\d{4}-\\d\\d-\\d\\dT[\\d:.]+Z  failed: ECONNREFUSED$`),
    );
    expect(lines).toHaveLength(2);
    for (const value of [validContactLead.name, validContactLead.email, validContactLead.phone, validContactLead.subject]) {
      expect(stdout).not.toContain(value);
    }
  });

  it('makes a delivery due now with retry, and the next server start delivers it', async () => {
    const id = deliveryId(leadId, 'webhook');
    const retried = await run('outbox', 'retry', id.toUpperCase());
    expect(retried).toEqual({ code: 0, stdout: `Delivery ${id} is due now.\n`, stderr: '' });

    const hooks = await startWebhookReceiver(SECRET, { port: hookPort });
    try {
      const app = await env.start();
      await app.ready();
      await eventually(() => hooks.received.length === 1, 'the delivery made due');
      expect(hooks.received[0].headers['idempotency-key']).toBe(id);
      await app.close();
    } finally {
      await hooks.close();
    }
    expect((await run('outbox')).stdout).toBe('lead announcements not yet delivered: 0 (0 failed at their last attempt)\n');
    expect(await run('outbox', 'retry', id)).toEqual({ code: 1, stdout: '', stderr: `Delivery ${id} was delivered already.\n` });
  });

  it('says so for an id the outbox does not hold, and refuses what is no id before opening anything', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect(await run('outbox', 'retry', unknown)).toEqual({ code: 1, stdout: '', stderr: `No delivery ${unknown} in the outbox.\n` });
    const wrong = await run('outbox', 'retry', 'abc\x1b[31m');
    expect(wrong.code).toBe(2);
    expect(wrong.stderr).toContain('"abc\\x1b[31m" is not a delivery id');
    expect((await run('outbox', 'resend')).stderr).toContain('Unknown outbox command "resend"');
    expect((await run('outbox', 'retry')).stderr).toContain('leads outbox retry takes one delivery id');
  });
});
