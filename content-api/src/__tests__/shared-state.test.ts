import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { addInboxUser } from '../inbox/inbox-users';
import { runLeadsCommand } from '../leads/leads-command';
import { createServer } from '../server';
import { eventually } from './support/eventually';
import { signIn, signInAnswer } from './support/inbox-client';
import { startMailReceiver } from '@group/lead-receivers';
import type { MailReceiver } from '@group/lead-receivers';
import { multipartBody, pdf, validCareerFields, validContactLead } from './support/multipart';
import { testDatabaseUrl } from './support/test-database';
import { SITE_ORIGIN, createTestEnvironment } from './support/test-server';
import type { TestEnvironment } from './support/test-server';

const EMAIL = 'hr@example.com';
const PASSWORD = 'Saffron-Ledger-2025';

// Several servers share one database only on PostgreSQL: PGlite is one process's alone.
const onPostgres = testDatabaseUrl ? describe : describe.skip;

onPostgres('two servers on one PostgreSQL, each with a DATA_DIR of its own (runs with TEST_DATABASE_URL)', () => {
  let env: TestEnvironment;
  let receiver: MailReceiver;
  let first: FastifyInstance;
  let second: FastifyInstance;
  const folders: string[] = [];

  /** A server as index.ts starts it, on the shared database but with its own DATA_DIR. */
  async function instance(): Promise<FastifyInstance> {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'content-api-instance-'));
    folders.push(dataDir);
    return createServer({ config: { ...env.config, dataDir, imageCacheDir: path.join(dataDir, 'image-cache') } });
  }

  beforeAll(async () => {
    receiver = await startMailReceiver();
    env = await createTestEnvironment({
      notifications: { mail: { smtpUrl: receiver.url, from: 'Website <leads@group.example>', to: { contact: 'sales@group.example', career: 'hr@group.example' } }, webhook: undefined, retryMinMs: 100 },
    });
    const db = await env.openDb();
    await addInboxUser(db, EMAIL, PASSWORD);
    await addInboxUser(db, 'desk@example.com', PASSWORD);
    await db.close();
    first = await instance();
    second = await instance();
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await env.cleanup();
    await receiver.close();
    for (const folder of folders) await rm(folder, { recursive: true, force: true });
  });

  it('lists a career lead posted through one and serves its PDFs through the other, from the database alone', async () => {
    const resume = pdf('resume.pdf', 'the resume of Asha, sent to the first server');
    const { payload, headers } = multipartBody({ ...validCareerFields, resume, cover_letter: pdf('cover.pdf', 'the cover letter of Asha') });
    const posted = await first.inject({ method: 'POST', url: '/career-leads', payload, headers: { ...headers, origin: SITE_ORIGIN } });
    expect(posted.statusCode).toBe(200);
    const id = posted.json().data.id as string;

    const visitor = await signIn(second, EMAIL, PASSWORD);
    expect((await visitor.get('/inbox?type=career')).body).toContain(`/inbox/leads/career/${id}`);
    const download = await visitor.get(`/inbox/leads/career/${id}/files/resume`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.rawPayload.equals(resume.content)).toBe(true);
    // Neither server keeps the file in its folder.
    for (const folder of folders) expect(await readdir(path.join(folder, 'uploads')).catch(() => [])).toEqual([]);

    // The leads command, from a third folder, copies the PDFs out of the database too.
    const commandDir = await mkdtemp(path.join(os.tmpdir(), 'content-api-command-'));
    folders.push(commandDir);
    const out = path.join(commandDir, 'asha');
    const code = await runLeadsCommand(['person', validCareerFields.email, '--out', out], {
      env: { DATA_DIR: commandDir, INIT_CWD: commandDir, DATABASE_URL: env.config.databaseUrl },
      stdout: () => {},
      stderr: () => {},
    });
    expect(code).toBe(0);
    expect(await readdir(out)).toHaveLength(3);
  });

  it('knows a session made on one server on the other, and counts wrong passwords together', async () => {
    const visitor = await signIn(first, EMAIL, PASSWORD);
    const page = await second.inject({ method: 'GET', url: '/inbox', headers: { cookie: visitor.cookie } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(EMAIL);

    // Five wrong passwords for one account, from five addresses, spread over both servers.
    const statuses: number[] = [];
    for (const [index, app] of [first, second, first, second, first].entries()) {
      statuses.push((await signInAnswer(app, 'desk@example.com', 'not-the-password', `198.51.100.${index + 1}`)).statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    expect((await signInAnswer(second, 'desk@example.com', PASSWORD, '198.51.100.9')).statusCode).toBe(429);
  });

  it('delivers each announcement once although both servers send from the same outbox', async () => {
    const posts = Array.from({ length: 12 }, (_, index) =>
      (index % 2 === 0 ? first : second).inject({
        method: 'POST',
        url: '/contact-leads',
        payload: { ...validContactLead, name: `Visitor ${index}` },
        headers: { origin: SITE_ORIGIN },
        remoteAddress: `203.0.113.${index + 1}`,
      }),
    );
    const ids = (await Promise.all(posts)).map((answer) => answer.json().data.id as string);
    const mailsOf = () => receiver.mails.filter((mail) => ids.includes(String(mail.parsed.headers.get('x-lead-id'))));
    const outboxRows = async () => {
      const db = await env.openDb();
      try {
        return await db.query<{ attempts: number; delivered: boolean }>(
          'SELECT attempts, delivered_at IS NOT NULL AS delivered FROM lead_outbox WHERE lead_id = ANY($1::uuid[])',
          [ids],
        );
      } finally {
        await db.close();
      }
    };
    await eventually(() => mailsOf().length >= ids.length, 'a mail for each lead');
    // A server records what it sent a moment after sending it (outcomes are written in batches).
    await eventually(async () => (await outboxRows()).every((row) => row.delivered), 'each delivery recorded');

    const rows = await outboxRows();
    // Every row was claimed once and is delivered: no server can send it again.
    expect(rows).toHaveLength(ids.length);
    expect(rows.every((row) => row.attempts === 1 && row.delivered)).toBe(true);
    expect(mailsOf()).toHaveLength(ids.length);
    expect(new Set(mailsOf().map((mail) => mail.parsed.messageId)).size).toBe(ids.length);
  });
});
