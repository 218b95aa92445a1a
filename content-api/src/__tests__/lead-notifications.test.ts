import type { FastifyInstance } from 'fastify';
import { freePort } from '../../scripts/lib/api-process';
import type { Database } from '../db/database';
import { insertContactLead } from '../leads/lead-store';
import { deliveryId } from '../notifications/delivery-channels';
import type { NotificationSettings } from '../notifications/notification-settings';
import { makeDueNow } from '../notifications/outbox';
import { eventually } from './support/eventually';
import { startMailReceiver, startWebhookReceiver, verifySignature } from '@group/lead-receivers';
import type { MailReceiver, WebhookReceiver } from '@group/lead-receivers';
import { startSilentServer } from './support/silent-server';
import { multipartBody, pdf, validCareerFields, validContactLead } from './support/multipart';
import { SITE_ORIGIN, createTestEnvironment } from './support/test-server';
import type { TestEnvironment } from './support/test-server';

const SECRET = 'webhook-secret-for-the-lead-notification-tests';
const FROM = 'Group website <leads@group.example>';
const CONTACT_TO = 'sales@group.example, desk@group.example';
const CAREER_TO = 'hr@group.example';

interface OutboxRow {
  id: string;
  lead_id: string;
  channel: string;
  attempts: number;
  last_error: string | null;
  delivered_at: Date | null;
}

let env: TestEnvironment | undefined;
let db: Database;
const closers: Array<() => Promise<void>> = [];

afterEach(async () => {
  await env?.cleanup();
  env = undefined;
  while (closers.length > 0) await closers.pop()?.();
});

const mailTo = (smtpUrl: string): NotificationSettings['mail'] => ({ smtpUrl, from: FROM, to: { contact: CONTACT_TO, career: CAREER_TO } });

/** A server announcing leads as `notifications` says, retrying after 100 ms; the test reads its database. */
async function startServer(notifications: Partial<NotificationSettings>): Promise<FastifyInstance> {
  env = await createTestEnvironment({ notifications: { mail: undefined, webhook: undefined, retryMinMs: 100, ...notifications } });
  db = await env.openDb();
  return env.start({ db });
}

async function mailReceiver(port?: number): Promise<MailReceiver> {
  const receiver = await startMailReceiver(port);
  closers.push(() => receiver.close());
  return receiver;
}

async function webhookReceiver(options: { port?: number; status?: () => number } = {}): Promise<WebhookReceiver> {
  const receiver = await startWebhookReceiver(SECRET, options);
  closers.push(() => receiver.close());
  return receiver;
}

const outbox = () => db.query<OutboxRow>('SELECT id, lead_id, channel, attempts, last_error, delivered_at FROM lead_outbox ORDER BY created_at, channel');

async function postContact(app: FastifyInstance, lead: Partial<typeof validContactLead> = {}): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/contact-leads', payload: { ...validContactLead, ...lead }, headers: { origin: SITE_ORIGIN } });
  expect(response.statusCode).toBe(200);
  return response.json().data.id as string;
}

const resume = pdf('resume.pdf', 'the resume of Asha');
const coverLetter = pdf('cover letter.pdf', 'the cover letter of Asha');

async function postCareer(app: FastifyInstance): Promise<string> {
  const { payload, headers } = multipartBody({ ...validCareerFields, resume, cover_letter: coverLetter });
  const response = await app.inject({ method: 'POST', url: '/career-leads', payload, headers: { ...headers, origin: SITE_ORIGIN } });
  expect(response.statusCode).toBe(200);
  return response.json().data.id as string;
}

describe('a lead announced by mail', () => {
  it('reaches the contact recipients with every field, in plain text and in HTML with each value escaped', async () => {
    const receiver = await mailReceiver();
    const app = await startServer({ mail: mailTo(receiver.url) });
    const id = await postContact(app, { subject: 'Partnership <b>now</b>', message: 'Call me & "soon"\n<script>alert(1)</script>' });
    await eventually(() => receiver.mails.length === 1, 'the mail');

    const [mail] = receiver.mails;
    expect(mail.recipients.sort()).toEqual(['desk@group.example', 'sales@group.example']);
    expect(mail.mailFrom).toBe('leads@group.example');
    expect(mail.parsed.subject).toBe('New contact enquiry: Partnership <b>now</b>');
    expect(mail.parsed.replyTo?.value).toEqual([{ name: 'Ravi Kumar', address: 'ravi@example.com' }]);
    expect(mail.parsed.messageId).toBe(`<${deliveryId(id, 'email')}@group.example>`);
    for (const line of ['Name: Ravi Kumar', 'Email: ravi@example.com', 'Phone: 9123456780', 'Subject: Partnership <b>now</b>']) {
      expect(mail.parsed.text).toContain(line);
    }
    expect(mail.parsed.text).toContain('Message:\nCall me & "soon"\n<script>alert(1)</script>');
    const html = String(mail.parsed.html);
    expect(html).toContain('Call me &amp; &quot;soon&quot;\n&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('Partnership &lt;b&gt;now&lt;/b&gt;');
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b>now');
    expect(mail.parsed.attachments).toEqual([]);

    await eventually(async () => (await outbox())[0]?.delivered_at !== null, 'the delivery to be recorded');
    expect(await outbox()).toEqual([expect.objectContaining({ lead_id: id, channel: 'email', attempts: 1, last_error: null })]);
  });

  it('sends a job application to the career recipients with both PDFs attached', async () => {
    const receiver = await mailReceiver();
    const app = await startServer({ mail: mailTo(receiver.url) });
    const id = await postCareer(app);
    await eventually(() => receiver.mails.length === 1, 'the mail');

    const [mail] = receiver.mails;
    expect(mail.recipients).toEqual(['hr@group.example']);
    expect(mail.parsed.subject).toBe('New job application: Analyst (Asha Verma)');
    expect(mail.parsed.headers.get('x-lead-id')).toBe(id);
    for (const line of ['Current designation: Analyst', 'Current salary: 9 LPA', 'Expected salary: 12 LPA', 'Résumé: attached (resume.pdf)']) {
      expect(mail.parsed.text).toContain(line);
    }
    const attachments = mail.parsed.attachments.map((attachment) => ({
      filename: attachment.filename,
      contentType: attachment.contentType,
      content: attachment.content.toString('utf8'),
    }));
    expect(attachments).toEqual([
      { filename: 'resume.pdf', contentType: 'application/pdf', content: resume.content.toString('utf8') },
      { filename: 'cover letter.pdf', contentType: 'application/pdf', content: coverLetter.content.toString('utf8') },
    ]);
  });

  it('says a PDF is missing from the upload store instead of failing for ever', async () => {
    const port = await freePort();
    // The mail server is down for the first attempt; the next would come a minute later.
    const app = await startServer({ mail: mailTo(`smtp://leads:smtp-password@127.0.0.1:${port}`), retryMinMs: 60_000 });
    const id = await postCareer(app);
    await eventually(async () => (await outbox())[0]?.last_error !== null, 'the first attempt to fail');
    const [row] = await db.query<{ resume_file: string }>('SELECT resume_file FROM career_leads WHERE id = $1', [id]);
    await env?.uploadsOf(db).removeAll([row.resume_file]);

    const receiver = await mailReceiver(port);
    expect(await makeDueNow(db, deliveryId(id, 'email'))).toBe('due');
    await eventually(() => receiver.mails.length === 1, 'the mail once the server is up and the delivery due', 30_000);
    const [mail] = receiver.mails;
    expect(mail.parsed.text).toContain('Résumé: MISSING from the upload store (resume.pdf): it could not be attached');
    expect(mail.parsed.attachments.map((attachment) => attachment.filename)).toEqual(['cover letter.pdf']);
  });

  it('cannot be given a header by a line break in the lead', async () => {
    const receiver = await mailReceiver();
    const app = await startServer({ mail: mailTo(receiver.url) });
    await app.ready();
    // The form refuses line breaks in a subject; a lead stored by other means must still be harmless.
    await insertContactLead(db, {
      name: 'Eve\r\nBcc: victim@elsewhere.example',
      email: 'eve@example.com',
      phone: '9000000000',
      subject: 'Hello\r\nBcc: victim@elsewhere.example\r\n\r\nforged body',
      message: 'Hi',
    });
    await eventually(() => receiver.mails.length === 1, 'the mail');

    const [mail] = receiver.mails;
    expect(mail.recipients.sort()).toEqual(['desk@group.example', 'sales@group.example']);
    expect(mail.parsed.bcc).toBeUndefined();
    expect(mail.parsed.subject).toBe('New contact enquiry: Hello Bcc: victim@elsewhere.example forged body');
    const headers = mail.raw.slice(0, mail.raw.indexOf('\r\n\r\n'));
    expect(headers).not.toMatch(/^bcc:/im);
  });
});

describe('a lead announced by webhook', () => {
  it('is posted as JSON signed with the secret, keyed by its delivery id, with file names and sizes but no contents', async () => {
    const receiver = await webhookReceiver();
    const app = await startServer({ webhook: { url: receiver.url, secret: SECRET } });
    const contactId = await postContact(app);
    const careerId = await postCareer(app);
    await eventually(() => receiver.received.length === 2, 'both posts');

    expect(receiver.received.every((hook) => hook.signed)).toBe(true);
    const bodies = receiver.received.map((hook) => JSON.parse(hook.body));
    const contact = receiver.received[bodies.findIndex((body) => body.lead.id === contactId)];
    const career = receiver.received[bodies.findIndex((body) => body.lead.id === careerId)];
    expect(contact.headers['idempotency-key']).toBe(deliveryId(contactId, 'webhook'));
    expect(contact.headers['content-type']).toBe('application/json');
    expect(JSON.parse(contact.body)).toEqual({
      event: 'lead.received',
      delivery_id: deliveryId(contactId, 'webhook'),
      lead: {
        type: 'contact',
        id: contactId,
        created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        name: 'Ravi Kumar',
        email: 'ravi@example.com',
        phone: '9123456780',
        subject: 'Partnership',
        message: 'Please call me back.',
      },
    });
    const careerBody = JSON.parse(career.body);
    expect(career.headers['idempotency-key']).toBe(deliveryId(careerId, 'webhook'));
    expect(careerBody.lead).toEqual(expect.objectContaining({ type: 'career', name: 'Asha Verma', current_designation: 'Analyst' }));
    expect(careerBody.lead.files).toEqual([
      { field: 'resume', name: 'resume.pdf', size: resume.content.length, missing: false },
      { field: 'cover_letter', name: 'cover letter.pdf', size: coverLetter.content.length, missing: false },
    ]);
    expect(career.body).not.toContain('fixture');
    expect(career.body).not.toContain('the resume of Asha');
    expect(careerBody.lead).not.toHaveProperty('resume_file');
    // A signature made with another secret, or over another body, does not verify.
    expect(verifySignature(contact.headers['x-lead-signature'] as string, contact.body, 'another-secret-entirely')).toBe(false);
    expect(verifySignature(contact.headers['x-lead-signature'] as string, contact.body.replace('Ravi', 'Mallory'), SECRET)).toBe(false);
  });

  it('is tried again, with the same key, while the receiver answers with an error', async () => {
    let answers = 0;
    const receiver = await webhookReceiver({ status: () => (++answers < 3 ? 503 : 204) });
    const app = await startServer({ webhook: { url: receiver.url, secret: SECRET } });
    const id = await postContact(app);
    await eventually(async () => (await outbox())[0]?.delivered_at !== null, 'the delivery after two refusals');

    expect(receiver.received.map((hook) => hook.headers['idempotency-key'])).toEqual(Array(3).fill(deliveryId(id, 'webhook')));
    expect(await outbox()).toEqual([expect.objectContaining({ attempts: 3, last_error: null })]);
  });
});

describe('a receiver that is down or hangs', () => {
  it('does not keep the visitor waiting: the answer comes while the mail server says nothing', async () => {
    const silent = await startSilentServer();
    closers.push(() => silent.close());
    const app = await startServer({ mail: mailTo(silent.url) });
    const id = await postContact(app);
    const careerId = await postCareer(app);
    expect(await outbox()).toEqual([
      expect.objectContaining({ lead_id: id, channel: 'email', delivered_at: null }),
      expect.objectContaining({ lead_id: careerId, channel: 'email', delivered_at: null }),
    ]);
  });

  it('keeps the lead and delivers it once the receiver is up again', async () => {
    const mailPort = await freePort();
    const hookPort = await freePort();
    const app = await startServer({
      mail: mailTo(`smtp://leads:smtp-password@127.0.0.1:${mailPort}`),
      webhook: { url: `http://127.0.0.1:${hookPort}/hooks/leads`, secret: SECRET },
    });
    const id = await postContact(app);
    await eventually(async () => (await outbox()).every((row) => row.last_error !== null), 'a failed attempt on both channels');
    const failed = await outbox();
    expect(failed.map((row) => row.last_error)).toEqual(['ECONNREFUSED during CONN', 'ECONNREFUSED']);
    const visitor = JSON.stringify(failed);
    expect(visitor).not.toContain('Ravi');
    expect(visitor).not.toContain('ravi@example.com');

    const mails = await mailReceiver(mailPort);
    const hooks = await webhookReceiver({ port: hookPort });
    await eventually(() => mails.mails.length === 1 && hooks.received.length === 1, 'both deliveries once the receivers are up', 30_000);
    expect(hooks.received[0].headers['idempotency-key']).toBe(deliveryId(id, 'webhook'));
    await eventually(async () => (await outbox()).every((row) => row.delivered_at !== null), 'both deliveries to be recorded');
    expect((await outbox()).every((row) => row.attempts >= 2)).toBe(true);
  });

  it('holds up neither the other channel nor the other leads', async () => {
    const silent = await startSilentServer();
    closers.push(() => silent.close());
    const hooks = await webhookReceiver();
    const app = await startServer({ mail: mailTo(silent.url), webhook: { url: hooks.url, secret: SECRET } });
    const ids: string[] = [];
    // More leads than mails may be sent at once: each waits on the silent mail server.
    for (let index = 0; index < 6; index += 1) ids.push(await postContact(app, { subject: `Enquiry ${index}` }));
    await eventually(() => hooks.received.length === 6, 'every webhook while the mail server hangs');

    expect([...hooks.byKey().keys()].sort()).toEqual(ids.map((id) => deliveryId(id, 'webhook')).sort());
    const rows = await outbox();
    expect(rows.filter((row) => row.channel === 'email' && row.delivered_at === null)).toHaveLength(6);
  });

  it('ends a hanging attempt when the server stops, due again at the next start', async () => {
    const silent = await startSilentServer();
    closers.push(() => silent.close());
    const app = await startServer({ mail: mailTo(silent.url) });
    await postContact(app);
    await eventually(async () => (await outbox())[0]?.attempts === 1, 'the attempt to start');
    await app.close();

    const [row] = await db.query<OutboxRow & { due: boolean; claimed_until: Date | null }>(
      'SELECT *, next_attempt_at <= now() AS due FROM lead_outbox',
    );
    expect(row).toEqual(expect.objectContaining({ last_error: 'the server stopped during the attempt', due: true, claimed_until: null, delivered_at: null }));
  });
});

describe('with no announcement configured', () => {
  it('stores leads without deliveries and sends nothing', async () => {
    const app = await startServer({});
    await postContact(app);
    expect(await outbox()).toEqual([]);
  });
});
