import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { addInboxUser } from '../inbox/inbox-users';
import { signIn, signInAnswer } from './support/inbox-client';
import { multipartBody, pdf, validCareerFields, validContactLead } from './support/multipart';
import { SITE_ORIGIN, createTestEnvironment } from './support/test-server';
import type { TestEnvironment } from './support/test-server';

const EMAIL = 'hr@example.com';
const PASSWORD = 'Saffron-Ledger-2025';

interface AuditRow {
  user_id: string | null;
  user_email: string | null;
  action: string;
  lead_type: string | null;
  lead_id: string | null;
  detail: string | null;
  client: string | null;
}

describe('the inbox’s audit trail', () => {
  let env: TestEnvironment;
  let db: Database;
  let app: FastifyInstance;
  let userId: string;

  beforeAll(async () => {
    env = await createTestEnvironment();
    db = await env.openDb();
    app = await env.start({ db });
    ({ id: userId } = await addInboxUser(db, EMAIL, PASSWORD));
  });
  afterAll(() => env.cleanup());

  it('records who did what to which lead, and when, but nothing the visitor wrote', async () => {
    const contact = { ...validContactLead, name: 'Zeenat Qureshi', email: 'zeenat.q@example.org', phone: '9988776655', subject: 'Sponsorship of the league', message: 'Unmistakable message text' };
    const postedContact = await app.inject({ method: 'POST', url: '/contact-leads', payload: contact, headers: { origin: SITE_ORIGIN } });
    const contactId = postedContact.json().data.id as string;
    const { payload, headers } = multipartBody({
      ...validCareerFields,
      name: 'Yusuf Pathan',
      email: 'yusuf.p@example.org',
      current_designation: 'Chief Groundsman',
      resume: pdf('yusuf-resume.pdf'),
      cover_letter: pdf('yusuf-cover.pdf'),
    });
    const postedCareer = await app.inject({ method: 'POST', url: '/career-leads', payload, headers: { ...headers, origin: SITE_ORIGIN } });
    const careerId = postedCareer.json().data.id as string;

    expect((await signInAnswer(app, EMAIL, 'Wrong-password-typed', '192.0.2.7')).statusCode).toBe(401);
    expect((await signInAnswer(app, 'zeenat.q@example.org', 'Saffron-Ledger-2025', '192.0.2.7')).statusCode).toBe(401);
    const visitor = await signIn(app, EMAIL, PASSWORD);
    await visitor.get(`/inbox?type=contact&q=${encodeURIComponent('Zeenat')}`);
    expect((await visitor.get(`/inbox/leads/contact/${contactId}`)).statusCode).toBe(200);
    expect((await visitor.get(`/inbox/leads/career/${careerId}/files/resume`)).statusCode).toBe(200);
    expect((await visitor.post(`/inbox/leads/contact/${contactId}/handled`, { handled: 'yes' })).statusCode).toBe(303);
    expect((await visitor.post(`/inbox/leads/contact/${contactId}/handled`, { handled: 'no' })).statusCode).toBe(303);
    expect((await visitor.get('/inbox/export?type=contact&q=Zeenat&format=csv')).statusCode).toBe(200);
    expect((await visitor.post('/inbox/sign-out', {})).statusCode).toBe(303);

    const rows = await db.query<AuditRow>(
      'SELECT user_id, user_email, action, lead_type, lead_id::text, detail, client FROM inbox_audit ORDER BY id',
    );
    const user = { user_id: userId, user_email: EMAIL };
    const nobody = { user_id: null, user_email: null };
    const client = '127.0.0.1';
    expect(rows).toEqual([
      { ...user, action: 'sign-in-failed', lead_type: null, lead_id: null, detail: 'wrong password', client: '192.0.2.7' },
      { ...nobody, action: 'sign-in-failed', lead_type: null, lead_id: null, detail: 'unknown account', client: '192.0.2.7' },
      { ...user, action: 'sign-in', lead_type: null, lead_id: null, detail: null, client },
      { ...user, action: 'view-lead', lead_type: 'contact', lead_id: contactId, detail: null, client },
      { ...user, action: 'download-file', lead_type: 'career', lead_id: careerId, detail: 'resume', client },
      { ...user, action: 'mark-handled', lead_type: 'contact', lead_id: contactId, detail: null, client },
      { ...user, action: 'mark-open', lead_type: 'contact', lead_id: contactId, detail: null, client },
      { ...user, action: 'export', lead_type: 'contact', lead_id: null, detail: 'csv, 1 lead', client },
      { ...user, action: 'sign-out', lead_type: null, lead_id: null, detail: null, client },
    ]);

    const everything = JSON.stringify(await db.query('SELECT * FROM inbox_audit'));
    for (const text of ['Zeenat', 'zeenat.q', '9988776655', 'Sponsorship', 'Unmistakable', 'Yusuf', 'yusuf.p', 'Groundsman', 'yusuf-resume', 'Wrong-password', PASSWORD]) {
      expect(everything).not.toContain(text);
    }
    const timed = await db.query<{ at: Date }>('SELECT at FROM inbox_audit');
    for (const row of timed) expect(row.at).toBeInstanceOf(Date);
  });
});

describe('an inbox answer whose audit line cannot be made durable', () => {
  let env: TestEnvironment;
  let app: FastifyInstance;
  let flushFails = false;

  beforeAll(async () => {
    env = await createTestEnvironment();
    const db = await env.openDb();
    // The disk refusing the engine's checkpoint (or anything else keeping the line from outliving a kill).
    const refusing: Database = {
      ...db,
      flush: async () => {
        if (flushFails) throw new Error('No space left on device');
        await db.flush();
      },
    };
    app = await env.start({ db: refusing });
    await addInboxUser(db, EMAIL, PASSWORD);
  });
  afterAll(() => env.cleanup());

  it('is an error page for the operator, never the lead, the PDF or a sign-in', async () => {
    const contact = { ...validContactLead, name: 'Zeenat Qureshi', email: 'zeenat.q@example.org', phone: '9988776655' };
    const contactId = (await app.inject({ method: 'POST', url: '/contact-leads', payload: contact, headers: { origin: SITE_ORIGIN } })).json().data.id as string;
    const { payload, headers } = multipartBody({ ...validCareerFields, name: 'Yusuf Pathan', resume: pdf('yusuf-resume.pdf'), cover_letter: pdf('yusuf-cover.pdf') });
    const careerId = (await app.inject({ method: 'POST', url: '/career-leads', payload, headers: { ...headers, origin: SITE_ORIGIN } })).json().data.id as string;
    const visitor = await signIn(app, EMAIL, PASSWORD);
    flushFails = true;

    const page = await visitor.get(`/inbox/leads/contact/${contactId}`);
    expect(page.statusCode).toBe(500);
    expect(page.body).toContain('Something went wrong');
    for (const text of ['Zeenat', 'zeenat.q', '9988776655']) expect(page.body).not.toContain(text);

    const file = await visitor.get(`/inbox/leads/career/${careerId}/files/resume`);
    expect(file.statusCode).toBe(500);
    expect(file.headers['content-type']).toMatch(/^text\/html/);
    expect(file.headers['content-disposition']).toBeUndefined();
    expect(file.body).not.toContain('%PDF');

    const signedIn = await signInAnswer(app, EMAIL, PASSWORD);
    expect(signedIn.statusCode).toBe(500);
    expect(signedIn.headers['set-cookie']).toBeUndefined();
  });
});
