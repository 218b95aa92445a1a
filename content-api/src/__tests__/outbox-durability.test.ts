import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { freePort, fromSource, runLeadsCli, startApiProcess } from '../../scripts/lib/api-process';
import type { ApiProcess } from '../../scripts/lib/api-process';
import { deliveryId } from '../notifications/delivery-channels';
import { eventually } from './support/eventually';
import { startMailReceiver, startWebhookReceiver } from '@group/lead-receivers';
import type { MailReceiver, WebhookReceiver } from '@group/lead-receivers';
import { createTestDatabase } from './support/test-database';
import type { TestDatabase } from './support/test-database';

const SECRET = 'webhook-secret-for-the-outbox-crash-test';
const SITE_ORIGIN = 'http://localhost:3000';
const CONTACTS = 6;
const CAREERS = 2;

let dataDir: string;
let database: TestDatabase;
const cleanups: Array<() => Promise<unknown>> = [];

beforeEach(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'content-api-outbox-'));
  database = await createTestDatabase();
});
afterEach(async () => {
  while (cleanups.length > 0) await cleanups.pop()?.();
  await database.drop();
  await rm(dataDir, { recursive: true, force: true });
});

const visitor = (index: number) => ({
  name: `Visitor Number${index}`,
  email: `visitor${index}@example.com`,
  phone: '9876543210',
  message: `Lead ${index}`,
  recaptchaToken: 'test-captcha-token',
});

async function postContact(api: ApiProcess, index: number): Promise<string> {
  const response = await fetch(`${api.baseUrl}/contact-leads`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: SITE_ORIGIN },
    body: JSON.stringify({ ...visitor(index), subject: `Enquiry ${index}` }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: { id: string } }).data.id;
}

async function postCareer(api: ApiProcess, index: number): Promise<string> {
  const form = new FormData();
  for (const [key, value] of Object.entries({ ...visitor(index), current_designation: 'Analyst', expected_salary: '12', current_salary: '9' })) {
    form.set(key, value);
  }
  const pdfFile = (label: string) => new Blob([`%PDF-1.4\n% ${label} of lead ${index}\n%%EOF\n`], { type: 'application/pdf' });
  form.set('resume', pdfFile('resume'), 'resume.pdf');
  form.set('cover_letter', pdfFile('cover letter'), 'cover.pdf');
  const response = await fetch(`${api.baseUrl}/career-leads`, { method: 'POST', headers: { origin: SITE_ORIGIN }, body: form });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: { id: string } }).data.id;
}

async function started(env: NodeJS.ProcessEnv): Promise<ApiProcess> {
  const api = await startApiProcess(fromSource, env);
  cleanups.push(() => api.crash().catch(() => {}));
  return api;
}

describe('a content-api process killed between accepting leads and announcing them', () => {
  it('announces each lead exactly once after its restart, by mail and by webhook', async () => {
    const mailPort = await freePort();
    const hookPort = await freePort();
    const env = {
      DATA_DIR: dataDir,
      ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}),
      LOG_LEVEL: 'warn',
      POST_RATE_LIMIT: '1000',
      SMTP_URL: `smtp://leads:smtp-password@127.0.0.1:${mailPort}`,
      LEADS_MAIL_FROM: 'Group website <leads@group.example>',
      CONTACT_LEADS_MAIL_TO: 'sales@group.example',
      CAREER_LEADS_MAIL_TO: 'hr@group.example',
      LEADS_WEBHOOK_URL: `http://127.0.0.1:${hookPort}/hooks/leads`,
      LEADS_WEBHOOK_SECRET: SECRET,
    };

    // Both receivers are down: the first attempts fail and both channels pause for many seconds.
    const first = await started({ ...env, LEADS_DELIVERY_RETRY_MS: '20000' });
    const ids: string[] = [];
    for (let index = 0; index < CONTACTS + CAREERS; index += 1) {
      ids.push(index < CONTACTS ? await postContact(first, index) : await postCareer(first, index));
    }
    await eventually(
      () => ['email', 'webhook'].every((channel) => first.output().includes(`lead announcements by ${channel} paused`)),
      'both channels to pause after failed attempts',
      60_000,
    );
    expect(first.output()).toContain('lead announcement failed: ECONNREFUSED');
    expect(first.output()).not.toMatch(/Visitor Number|visitor\d@example\.com|Enquiry \d/);
    await first.crash();

    const mails: MailReceiver = await startMailReceiver(mailPort);
    cleanups.push(() => mails.close());
    const hooks: WebhookReceiver = await startWebhookReceiver(SECRET, { port: hookPort });
    cleanups.push(() => hooks.close());
    const second = await started({ ...env, LEADS_DELIVERY_RETRY_MS: '200' });
    await eventually(() => mails.mails.length >= ids.length && hooks.received.length >= ids.length, 'every announcement after the restart', 90_000);
    expect(await second.stop()).toBe(0);

    // Exactly once: one request per idempotency key, one mail per lead.
    expect(hooks.received).toHaveLength(ids.length);
    expect([...hooks.byKey().keys()].sort()).toEqual(ids.map((id) => deliveryId(id, 'webhook')).sort());
    expect(hooks.received.every((hook) => hook.signed)).toBe(true);
    expect(mails.mails).toHaveLength(ids.length);
    expect(mails.mails.map((mail) => mail.parsed.headers.get('x-lead-id')).sort()).toEqual([...ids].sort());
    const careerMails = mails.mails.filter((mail) => mail.recipients.includes('hr@group.example'));
    expect(careerMails.map((mail) => mail.parsed.attachments.length)).toEqual([2, 2]);

    const listed = await runLeadsCli(fromSource, ['outbox'], env);
    expect(listed.stderr).toBe('');
    expect(listed.stdout).toBe('lead announcements not yet delivered: 0 (0 failed at their last attempt)\n');
  }, 240_000);
});
