import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { addInboxUser } from '../inbox/inbox-users';
import { insertCareerLead, insertContactLead } from '../leads/lead-store';
import { signIn } from './support/inbox-client';
import type { InboxVisitor } from './support/inbox-client';
import { multipartBody, pdf, validCareerFields } from './support/multipart';
import { SITE_ORIGIN, createTestEnvironment } from './support/test-server';
import type { TestEnvironment } from './support/test-server';

const EMAIL = 'front-office@example.com';
const PASSWORD = 'Saffron-Ledger-2025';

const contact = (name: string, email: string, subject = 'Enquiry') => ({ name, email, phone: '9000000001', subject, message: 'Please call back.' });

/** Leads of known names on known days (Asia/Kolkata is UTC+5:30). */
const contactLeads: Array<[ReturnType<typeof contact>, string]> = [
  [contact('Meera Iyer', 'meera@example.com', 'Partnership'), '2025-03-01T06:00:00Z'],
  [contact('100% Sure', 'percent@example.com'), '2025-03-02T06:00:00Z'],
  [contact('Under_score', 'under@example.com'), '2025-03-03T06:00:00Z'],
  [contact('Underscore', 'plain@example.com'), '2025-03-04T06:00:00Z'],
  [contact('Back\\slash', 'slash@example.com'), '2025-03-05T06:00:00Z'],
  [contact('<img src=x onerror=alert(1)>', 'tag@example.com', '=HYPERLINK("http://evil")'), '2025-03-06T06:00:00Z'],
  // 23:00 on 6 March in UTC is 04:30 on 7 March in India.
  [contact('Late Caller', 'late@example.com'), '2025-03-06T23:00:00Z'],
];

describe('the inbox’s leads', () => {
  let env: TestEnvironment;
  let db: Database;
  let app: FastifyInstance;
  let visitor: InboxVisitor;
  const ids: Record<string, string> = {};
  let careerId: string;
  const resumeBytes = pdf('My Résumé (final).pdf', 'resume of Asha').content;
  const coverBytes = pdf('cover.pdf', 'cover letter of Asha').content;

  beforeAll(async () => {
    env = await createTestEnvironment({ inboxTimeZone: 'Asia/Kolkata' });
    db = await env.openDb();
    app = await env.start({ db });
    await addInboxUser(db, EMAIL, PASSWORD);
    for (const [lead, at] of contactLeads) {
      const { id } = await insertContactLead(db, lead);
      await db.query('UPDATE contact_leads SET created_at = $2 WHERE id = $1', [id, at]);
      ids[lead.name] = id;
    }
    const { payload, headers } = multipartBody({
      ...validCareerFields,
      resume: { ...pdf('x'), filename: 'My Résumé (final).pdf', content: resumeBytes },
      cover_letter: { ...pdf('x'), filename: 'cover.pdf', content: coverBytes },
    });
    const posted = await app.inject({ method: 'POST', url: '/career-leads', payload, headers: { ...headers, origin: SITE_ORIGIN } });
    expect(posted.statusCode).toBe(200);
    careerId = posted.json().data.id;
    visitor = await signIn(app, EMAIL, PASSWORD);
  });
  afterAll(() => env.cleanup());

  /** The names in the list's rows, top to bottom. */
  const namesListed = (page: string) => [...page.matchAll(/<th scope="row"><a href="[^"]+">([^<]*)<\/a><\/th>/g)].map((match) => match[1]);

  it('lists contact enquiries newest first, career applications on their own tab', async () => {
    const contacts = await visitor.get('/inbox');
    expect(contacts.statusCode).toBe(200);
    expect(namesListed(contacts.body)).toEqual([
      'Late Caller',
      '&lt;img src=x onerror=alert(1)&gt;',
      'Back\\slash',
      'Underscore',
      'Under_score',
      '100% Sure',
      'Meera Iyer',
    ]);
    expect(contacts.body).toContain('Showing 1–7 of 7 contact enquiries, newest first.');
    const careers = await visitor.get('/inbox?type=career');
    expect(namesListed(careers.body)).toEqual(['Asha Verma']);
    expect(careers.body).toContain('<th scope="col">Current designation</th>');
  });

  it('shows a visitor’s text as text, never as markup', async () => {
    const list = await visitor.get('/inbox');
    expect(list.body).not.toContain('<img src=x');
    const page = await visitor.get(`/inbox/leads/contact/${ids['<img src=x onerror=alert(1)>']}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('<img src=x');
    expect(page.body).toContain('<h1>Contact enquiry from &lt;img src=x onerror=alert(1)&gt;</h1>');
    expect(page.body).toContain('=HYPERLINK(&quot;http://evil&quot;)');
  });

  it('searches names and e-mails, taking % _ and \\ literally', async () => {
    const search = async (q: string) => namesListed((await visitor.get(`/inbox?type=contact&q=${encodeURIComponent(q)}`)).body);
    expect(await search('meera')).toEqual(['Meera Iyer']);
    expect(await search('PERCENT@EXAMPLE')).toEqual(['100% Sure']);
    expect(await search('%')).toEqual(['100% Sure']);
    expect(await search('_')).toEqual(['Under_score']);
    expect(await search('Under_')).toEqual(['Under_score']);
    expect(await search('\\')).toEqual(['Back\\slash']);
    expect(await search("' OR 1=1 --")).toEqual([]);
  });

  it('filters by the days received, read in the inbox’s time zone', async () => {
    const names = async (query: string) => namesListed((await visitor.get(`/inbox?type=contact&${query}`)).body);
    expect(await names('from=2025-03-02&to=2025-03-03')).toEqual(['Under_score', '100% Sure']);
    expect(await names('from=2025-03-07')).toEqual(['Late Caller']);
    expect(await names('to=2025-03-01')).toEqual(['Meera Iyer']);
    const wrong = await visitor.get('/inbox?type=contact&from=yesterday');
    expect(wrong.statusCode).toBe(200);
    expect(wrong.body).toContain('Received from must be a date like 2025-07-30');
    expect(namesListed(wrong.body)).toHaveLength(7);
  });

  it('shows one lead with all its fields, and its PDFs to download', async () => {
    const page = await visitor.get(`/inbox/leads/career/${careerId}`);
    expect(page.statusCode).toBe(200);
    for (const text of ['Asha Verma', 'asha@example.com', '9876543210', 'Analyst', '12 LPA', '9 LPA', 'I would like to apply.']) {
      expect(page.body).toContain(text);
    }
    expect(page.body).toContain(`href="/inbox/leads/career/${careerId}/files/resume"`);
    expect(page.body).toContain(`href="/inbox/leads/career/${careerId}/files/cover-letter"`);
    expect(page.body).toContain('My Résumé (final).pdf');
  });

  it('sends each PDF as a download with a safe file name, the bytes as they were sent', async () => {
    const resume = await visitor.get(`/inbox/leads/career/${careerId}/files/resume`);
    expect(resume.statusCode).toBe(200);
    expect(resume.headers['content-type']).toBe('application/pdf');
    expect(resume.headers['content-disposition']).toBe('attachment; filename="My-Resume-final.pdf"');
    expect(resume.headers['cache-control']).toBe('no-store');
    expect(resume.rawPayload.equals(resumeBytes)).toBe(true);
    const cover = await visitor.get(`/inbox/leads/career/${careerId}/files/cover-letter`);
    expect(cover.headers['content-disposition']).toBe('attachment; filename="cover.pdf"');
    expect(cover.rawPayload.equals(coverBytes)).toBe(true);
    expect((await visitor.get(`/inbox/leads/career/${careerId}/files/passport`)).statusCode).toBe(404);
  });

  it('reads no file outside the upload folder, whatever name a lead’s row holds', async () => {
    const secret = path.join(env.config.dataDir, 'secret.pdf');
    await writeFile(secret, '%PDF-1.4 not an upload');
    const files = { resumeFile: '../secret.pdf', resumeOriginalName: 'a.pdf', coverLetterFile: secret, coverLetterOriginalName: 'b.pdf' };
    const { id } = await insertCareerLead(db, { ...validCareerFields, name: 'Path Tricks' }, files);
    for (const kind of ['resume', 'cover-letter']) {
      const answer = await visitor.get(`/inbox/leads/career/${id}/files/${kind}`);
      expect(answer.statusCode).toBe(404);
      expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(answer.body).not.toContain('not an upload');
    }
    expect((await visitor.get('/inbox/leads/career/..%2F..%2Fsecret/files/resume')).statusCode).toBe(404);
    expect(await readFile(secret, 'utf8')).toContain('not an upload');
  });

  it('marks a lead handled, by whom, and open again; the status filter follows', async () => {
    const id = ids['Meera Iyer'];
    const marked = await visitor.post(`/inbox/leads/contact/${id}/handled`, { handled: 'yes' });
    expect(marked.statusCode).toBe(303);
    expect(marked.headers.location).toBe(`/inbox/leads/contact/${id}?marked=handled`);
    const page = await visitor.get(marked.headers.location as string);
    expect(page.body).toContain('Marked as handled.');
    expect(page.body).toMatch(/<span class="badge badge-handled">Handled<\/span> <time datetime="[^"]+">[^<]+<\/time> by front-office@example.com/);
    expect(page.body).toContain('Mark as open');
    const names = async (status: string) => namesListed((await visitor.get(`/inbox?type=contact&status=${status}`)).body);
    expect(await names('handled')).toEqual(['Meera Iyer']);
    expect(await names('open')).not.toContain('Meera Iyer');

    const reopened = await visitor.post(`/inbox/leads/contact/${id}/handled`, { handled: 'no' });
    expect(reopened.headers.location).toBe(`/inbox/leads/contact/${id}?marked=open`);
    expect((await visitor.get(`/inbox/leads/contact/${id}`)).body).toContain('Mark as handled');
    expect(await names('handled')).toEqual([]);
  });

  it('exports what the list shows as formula-safe CSV, or as JSON', async () => {
    const csv = await visitor.get('/inbox/export?type=contact&from=2025-03-06&format=csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="contact-leads-\d{4}-\d\d-\d\d\.csv"$/);
    const lines = csv.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe('id,created_at,name,email,phone,subject,message');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain('Late Caller');
    expect(lines[2]).toContain(`,"'=HYPERLINK(""http://evil"")",`);
    const json = await visitor.get('/inbox/export?type=contact&q=under&format=json');
    expect(json.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(json.json().map((lead: { name: string }) => lead.name)).toEqual(['Underscore', 'Under_score']);
    expect((await visitor.get('/inbox/export?type=contact&format=xlsx')).statusCode).toBe(400);
  });

  it('sends a request without a session to sign in for pages, and refuses downloads and exports', async () => {
    const page = await app.inject({ method: 'GET', url: `/inbox/leads/career/${careerId}` });
    expect(page.statusCode).toBe(303);
    expect(page.headers.location).toBe('/inbox/sign-in');
    for (const url of [`/inbox/leads/career/${careerId}/files/resume`, '/inbox/export?type=career&format=csv']) {
      const answer = await app.inject({ method: 'GET', url, headers: { cookie: 'inbox_session=not-a-session-token-at-all-0000000' } });
      expect(answer.statusCode).toBe(401);
      expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(answer.body).not.toContain('%PDF');
      expect(answer.body).not.toContain('Asha');
    }
  });

  it('sends every page with a strict CSP, no framing, no caching and no referrer; the stylesheet may be cached', async () => {
    for (const answer of [
      await visitor.get('/inbox'),
      await visitor.get(`/inbox/leads/career/${careerId}`),
      await app.inject({ method: 'GET', url: '/inbox/sign-in' }),
      await visitor.get('/inbox/no-such-page'),
    ]) {
      expect(answer.headers['content-security-policy']).toBe(
        "default-src 'none'; style-src 'self'; img-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
      );
      expect(answer.headers['x-frame-options']).toBe('DENY');
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(answer.headers['referrer-policy']).toBe('no-referrer');
      expect(answer.headers['access-control-allow-origin']).toBeUndefined();
      expect(answer.body).not.toMatch(/<script|<[^>]*\s(style|on[a-z]+)=/i);
    }
    const stylesheet = /<link rel="stylesheet" href="([^"]+)">/.exec((await visitor.get('/inbox')).body)?.[1] as string;
    const css = await app.inject({ method: 'GET', url: stylesheet });
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(css.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(css.body).toContain(':focus-visible');
  });
});

describe('the inbox’s paging', () => {
  it('shows 25 leads a page, with links to the pages before and after', async () => {
    const env = await createTestEnvironment();
    try {
      const db = await env.openDb();
      const app = await env.start({ db });
      await addInboxUser(db, EMAIL, PASSWORD);
      for (let index = 1; index <= 27; index += 1) {
        const { id } = await insertContactLead(db, contact(`Visitor ${String(index).padStart(2, '0')}`, `v${index}@example.com`));
        await db.query("UPDATE contact_leads SET created_at = '2025-01-01T00:00:00Z'::timestamptz + make_interval(mins => $2) WHERE id = $1", [id, index]);
      }
      const visitor = await signIn(app, EMAIL, PASSWORD);
      const first = await visitor.get('/inbox?type=contact');
      expect(first.body).toContain('Showing 1–25 of 27 contact enquiries, newest first.');
      expect(first.body).toContain('Visitor 27');
      expect(first.body).not.toContain('Visitor 02');
      expect(first.body).toContain('<a href="/inbox?type=contact&amp;page=2" rel="next">Next page</a>');
      const second = await visitor.get('/inbox?type=contact&page=2');
      expect(second.body).toContain('Showing 26–27 of 27 contact enquiries, newest first.');
      expect(second.body).toContain('Visitor 02');
      expect(second.body).toContain('Visitor 01');
      expect(second.body).toContain('rel="prev">Previous page</a>');
      expect(second.body).not.toContain('Next page');
      const csv = await visitor.get('/inbox/export?type=contact&page=2&format=csv');
      expect(csv.body.trimEnd().split('\r\n')).toHaveLength(28);
    } finally {
      await env.cleanup();
    }
  });
});
