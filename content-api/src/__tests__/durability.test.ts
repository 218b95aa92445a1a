import { listLeads } from '../leads/lead-store';
import { multipartBody, validCareerForm, validContactLead } from './support/multipart';
import { testDatabaseUrl } from './support/test-database';
import { SITE_ORIGIN, createTestEnvironment } from './support/test-server';
import type { TestEnvironment } from './support/test-server';

let env: TestEnvironment;
beforeEach(async () => {
  env = await createTestEnvironment();
});
afterEach(() => env.cleanup());

describe('a lead answered with success', () => {
  it('is still there, files included, after the server is closed and created again on the same DATA_DIR', async () => {
    const first = await env.start();
    const contact = await first.inject({ method: 'POST', url: '/contact-leads', payload: validContactLead, headers: { origin: SITE_ORIGIN } });
    const { payload, headers } = multipartBody(validCareerForm());
    const career = await first.inject({ method: 'POST', url: '/career-leads', payload, headers: { ...headers, origin: SITE_ORIGIN } });
    expect(contact.statusCode).toBe(200);
    expect(career.statusCode).toBe(200);
    await first.close();

    // A second start migrates and re-seeds content; it must leave the leads alone.
    const second = await env.start();
    expect((await second.inject({ method: 'GET', url: '/globals' })).statusCode).toBe(200);
    await second.close();

    const db = await env.openDb();
    const contacts = await listLeads(db, 'contact');
    const careers = await listLeads(db, 'career');
    const uploads = env.uploadsOf(db);
    const resume = await uploads.read(careers[0].resume_file);
    const coverLetter = await uploads.read(careers[0].cover_letter_file);
    await db.close();
    expect(contacts.map((lead) => lead.id)).toEqual([contact.json().data.id]);
    expect(careers.map((lead) => lead.id)).toEqual([career.json().data.id]);
    expect(resume?.subarray(0, 5).toString()).toBe('%PDF-');
    expect(coverLetter?.toString('utf8')).toContain('cover letter');
  });
});

// PGlite is single-user: a second opener would corrupt the folder. PostgreSQL has no such limit.
const withEmbeddedDatabase = testDatabaseUrl ? describe.skip : describe;

withEmbeddedDatabase('the embedded database', () => {
  it('refuses a second opener while the server holds DATA_DIR, and opens once it is closed', async () => {
    const app = await env.start();
    await expect(env.openDb()).rejects.toThrow(/is already open in this process|is in use by process/);
    await app.close();
    const db = await env.openDb();
    expect(await db.query('SELECT 1 AS one')).toEqual([{ one: 1 }]);
  });
});
