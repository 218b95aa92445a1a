import { readFile } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { journalFile } from '../db/open-database';
import { addInboxUser } from '../inbox/inbox-users';
import { signIn } from './support/inbox-client';
import type { InboxVisitor } from './support/inbox-client';
import { filesHolding, personTexts, rowsHolding, storePersonLeads } from './support/privacy-traces';
import type { Person } from './support/privacy-traces';
import { createTestEnvironment } from './support/test-server';
import type { TestEnvironment } from './support/test-server';

const EMAIL = 'hr@example.com';
const PASSWORD = 'Saffron-Ledger-2025';
const asha: Person = { name: 'Asha Kulkarni', email: 'asha.k@example.com', phone: '+91 98200 11111', message: 'Please call me about the Pune plant' };
const ravi: Person = { name: 'Ravi Menon', email: 'ravi@example.com', phone: '+91 98200 22222', message: 'Looking for a role in logistics' };

let env: TestEnvironment;
let db: Database;
let app: FastifyInstance;
let visitor: InboxVisitor;
let ashaLead: string;
let raviLead: string;

beforeAll(async () => {
  env = await createTestEnvironment();
  db = await env.openDb();
  const uploads = env.uploadsOf(db);
  ashaLead = (await storePersonLeads(db, uploads, asha)).contact.id;
  raviLead = (await storePersonLeads(db, uploads, ravi)).contact.id;
  await addInboxUser(db, EMAIL, PASSWORD);
  app = await env.start({ db });
  visitor = await signIn(app, EMAIL, PASSWORD);
});
afterAll(() => env.cleanup());

const auditLines = (action: string) =>
  db.query<Record<string, unknown>>('SELECT user_email, lead_id, detail, client FROM inbox_audit WHERE action = $1', [action]);

describe('a person’s data in the inbox', () => {
  it('offers, on a lead’s page, to export or erase everything about the person who sent it', async () => {
    const page = await visitor.get(`/inbox/leads/contact/${ashaLead}`);
    expect(page.body).toContain(`href="/inbox/leads/contact/${ashaLead}/person" download>Export everything about this person</a>`);
    expect(page.body).toContain(`href="/inbox/leads/contact/${ashaLead}/erase">Erase everything about this person</a>`);
  });

  it('downloads everything about the person as JSON, audited without their details', async () => {
    const answer = await visitor.get(`/inbox/leads/contact/${ashaLead}/person`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-disposition']).toBe(`attachment; filename="person-${ashaLead}.json"`);
    const held = JSON.parse(answer.body);
    expect(held.leads.contact.map((lead: { message: string }) => lead.message)).toEqual([asha.message]);
    expect(held.leads.career).toHaveLength(1);
    expect(held.files).toHaveLength(2);
    expect(answer.body).not.toContain(ravi.name);
    expect(await auditLines('export-person')).toEqual([{ user_email: EMAIL, lead_id: ashaLead, detail: '2 leads', client: '127.0.0.1' }]);
  });

  it('asks before erasing, saying what would go', async () => {
    const page = await visitor.get(`/inbox/leads/contact/${ashaLead}/erase`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('1 contact enquiry and 1 job application');
    expect(page.body).toContain('2 PDFs');
    expect(page.body).toContain(`<form method="post" action="/inbox/leads/contact/${ashaLead}/erase">`);
    expect(page.body).toContain(`name="_csrf" value="${visitor.csrf}"`);
  });

  it('refuses an erasure without the form’s token and erases nothing', async () => {
    const answer = await visitor.post(`/inbox/leads/contact/${ashaLead}/erase`, { _csrf: 'forged' });
    expect(answer.statusCode).toBe(403);
    expect(await rowsHolding(db, [asha.message])).toHaveLength(2);
  });

  it('erases everything about the person from its form, says so, and audits who did it but not whom', async () => {
    const answer = await visitor.post(`/inbox/leads/contact/${ashaLead}/erase`, {});
    expect(answer.statusCode).toBe(303);
    const done = await visitor.get(answer.headers.location as string);
    expect(done.body).toContain('Erased 2 leads and 2 PDFs');
    expect((await visitor.get(`/inbox/leads/contact/${ashaLead}`)).statusCode).toBe(404);
    expect((await visitor.get(`/inbox/leads/contact/${raviLead}`)).body).toContain(ravi.message);
    expect(await auditLines('erase-person')).toEqual([{ user_email: EMAIL, lead_id: null, detail: '2 leads', client: '127.0.0.1' }]);
  });

  it('leaves nothing of the person in the database, the files or the journal, even after a restart', async () => {
    expect(await rowsHolding(db, personTexts(asha))).toEqual([]);
    expect(await rowsHolding(db, [ravi.message])).toHaveLength(2);
    await app.close();
    await db.close();
    expect(await filesHolding(env.config.dataDir, personTexts(asha))).toEqual([]);
    if (env.database.kind === 'pglite') {
      const journal = (await readFile(journalFile(env.config.dataDir), 'utf8')).toLowerCase();
      for (const text of personTexts(asha)) expect(journal).not.toContain(text.toLowerCase());
    }
    db = await env.openDb();
    expect(await rowsHolding(db, personTexts(asha))).toEqual([]);
    expect(await rowsHolding(db, [ravi.message])).toHaveLength(2);
  });
});
