import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { addInboxUser } from '../inbox/inbox-users';
import { insertContactLead } from '../leads/lead-store';
import { OWN_FORM_HEADERS, form, signIn } from './support/inbox-client';
import type { InboxVisitor } from './support/inbox-client';
import { SITE_ORIGIN, createTestEnvironment } from './support/test-server';
import type { TestEnvironment } from './support/test-server';

const EMAIL = 'hr@example.com';
const PASSWORD = 'Saffron-Ledger-2025';

describe('the inbox’s forms, sent from elsewhere', () => {
  let env: TestEnvironment;
  let db: Database;
  let app: FastifyInstance;
  let visitor: InboxVisitor;
  let leadId: string;

  beforeAll(async () => {
    env = await createTestEnvironment({ publicUrl: 'https://api.example.com' });
    db = await env.openDb();
    app = await env.start({ db });
    await addInboxUser(db, EMAIL, PASSWORD);
    ({ id: leadId } = await insertContactLead(db, { name: 'Ravi Kumar', email: 'ravi@example.com', phone: '9123456780', subject: 'Hi', message: 'Call me' }));
    visitor = await signIn(app, EMAIL, PASSWORD);
  });
  afterAll(() => env.cleanup());

  const handledRows = async () => (await db.query('SELECT 1 FROM lead_handling WHERE lead_id = $1', [leadId])).length;
  const mark = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url: `/inbox/leads/contact/${leadId}/handled`,
      headers: { ...OWN_FORM_HEADERS, cookie: visitor.cookie, ...headers },
      payload: form({ handled: 'yes', ...fields }),
    });

  it('refuses a form without the session’s token, or with another one, and changes nothing', async () => {
    const attempts: Array<Record<string, string>> = [{}, { _csrf: '' }, { _csrf: `${visitor.csrf.slice(0, -1)}x` }, { _csrf: visitor.csrf.slice(1) }];
    for (const fields of attempts) {
      const answer = await mark(fields);
      expect(answer.statusCode).toBe(403);
      expect(answer.body).toContain('Form expired');
    }
    expect(await handledRows()).toBe(0);
  });

  it('refuses a form another site’s page sent, even with the token, the public site’s own included', async () => {
    const elsewhere: Array<Record<string, string>> = [
      { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
      // The public site is the same site (api. and www. of one domain), not the same origin.
      { 'sec-fetch-site': 'same-site', origin: SITE_ORIGIN },
      { 'sec-fetch-site': 'same-site', origin: 'null' },
      // A browser without Sec-Fetch-Site: its Origin decides.
      { 'sec-fetch-site': '', origin: 'https://evil.example' },
      { 'sec-fetch-site': '', origin: 'null' },
    ];
    for (const headers of elsewhere) {
      const sent = Object.fromEntries(Object.entries(headers).filter(([, value]) => value !== ''));
      const answer = await app.inject({
        method: 'POST',
        url: `/inbox/leads/contact/${leadId}/handled`,
        headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: visitor.cookie, ...sent },
        payload: form({ handled: 'yes', _csrf: visitor.csrf }),
      });
      expect(answer.statusCode).toBe(403);
      expect(answer.body).toContain('Form refused');
    }
    expect(await handledRows()).toBe(0);
  });

  it('accepts its own pages’ forms: Origin null with Sec-Fetch-Site same-origin, or its own origin', async () => {
    expect((await mark({ _csrf: visitor.csrf })).statusCode).toBe(303);
    expect(await handledRows()).toBe(1);
    const ownOrigin = await app.inject({
      method: 'POST',
      url: `/inbox/leads/contact/${leadId}/handled`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: visitor.cookie, origin: 'https://api.example.com' },
      payload: form({ handled: 'no', _csrf: visitor.csrf }),
    });
    expect(ownOrigin.statusCode).toBe(303);
    expect(await handledRows()).toBe(0);
  });

  it('refuses a sign-in form another site sent, so no one is signed in to someone else’s account', async () => {
    const answer = await app.inject({
      method: 'POST',
      url: '/inbox/sign-in',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
      payload: form({ email: EMAIL, password: PASSWORD }),
    });
    expect(answer.statusCode).toBe(403);
    expect(answer.headers['set-cookie']).toBeUndefined();
  });

  it('does not sign out on another site’s say-so', async () => {
    const answer = await app.inject({
      method: 'POST',
      url: '/inbox/sign-out',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: visitor.cookie, 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
      payload: form({ _csrf: visitor.csrf }),
    });
    expect(answer.statusCode).toBe(403);
    expect((await visitor.get('/inbox')).statusCode).toBe(200);
  });
});
