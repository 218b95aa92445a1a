import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { listLeads } from '../leads/lead-store';
import { createServer } from '../server';
import { multipartBody, pdf, validCareerForm } from './support/multipart';
import { SITE_ORIGIN, createTestEnvironment } from './support/test-server';
import type { TestEnvironment } from './support/test-server';

/** What a visitor typed: none of it may reach a log line, whatever happens to the request. */
const visitor = {
  name: 'Zanele Okonkwo-Private',
  email: 'zanele.private@example.org',
  phone: '9988776655',
  message: 'Private message about my account 7f3a',
};
const visitorStrings = Object.values(visitor);

const contactLead = { ...visitor, subject: 'Partnership', recaptchaToken: 'test-captcha-token' };
const careerForm = () => ({ ...validCareerForm(), ...visitor });

let env: TestEnvironment;
let db: Database;
let app: FastifyInstance;
let logLines: string[];

/** A server like index.ts makes, with its log written to `logLines`. */
async function startLoggedServer(database: Database): Promise<FastifyInstance> {
  return createServer({
    config: env.config,
    db: database,
    logger: { level: 'info', stream: { write: (line: string) => void logLines.push(line) } },
  });
}

beforeAll(async () => {
  env = await createTestEnvironment();
  db = await env.openDb();
  app = await startLoggedServer(db);
});
afterAll(async () => {
  await app.close();
  await env.cleanup();
});
beforeEach(() => {
  logLines = [];
});

function expectNoVisitorDataLogged() {
  expect(logLines.length).toBeGreaterThan(0);
  for (const line of logLines) {
    for (const secret of visitorStrings) expect(line).not.toContain(secret);
  }
}

async function expectServerStillUp() {
  const response = await app.inject({ method: 'GET', url: '/globals' });
  expect(response.statusCode).toBe(200);
}

const postJsonText = (text: string) =>
  app.inject({
    method: 'POST',
    url: '/contact-leads',
    payload: text,
    headers: { 'content-type': 'application/json', origin: SITE_ORIGIN },
  });

const postCareer = (payload: Buffer, contentType: string) =>
  app.inject({ method: 'POST', url: '/career-leads', payload, headers: { 'content-type': contentType, origin: SITE_ORIGIN } });


describe('bad input answers a clean 400 and keeps the visitor out of the log', () => {
  it('refuses JSON nested 20,000 levels deep', async () => {
    const nested = `${'['.repeat(20_000)}"x"${']'.repeat(20_000)}`;
    const response = await postJsonText(JSON.stringify({ ...contactLead, subject: 0 }).replace('"subject":0', `"subject":${nested}`));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ status: 400, message: 'Request body is nested too deeply' });
    expectNoVisitorDataLogged();
    await expectServerStillUp();
  });

  it('refuses a multipart body whose content type names no boundary', async () => {
    const { payload } = multipartBody(careerForm());
    const response = await postCareer(payload, 'multipart/form-data');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ status: 400, message: 'Malformed multipart body' });
    expectNoVisitorDataLogged();
    await expectServerStillUp();
  });

  it('refuses a multipart body cut off in the middle of a file', async () => {
    const { payload, headers } = multipartBody({ ...careerForm(), resume: pdf('resume.pdf', 'r'.repeat(20_000)) });
    const cut = payload.subarray(0, payload.indexOf('r'.repeat(100)) + 10_000);
    const response = await postCareer(cut, headers['content-type']);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ status: 400, message: 'Malformed multipart body' });
    expectNoVisitorDataLogged();
    expect(await listLeads(db, 'career')).toHaveLength(0);
    await expectServerStillUp();
  });

  it('refuses a NUL byte in a contact field, naming the field', async () => {
    const response = await postJsonText(JSON.stringify({ ...contactLead, name: `${visitor.name}\u0000` }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      status: 400,
      message: 'Please correct the highlighted fields',
      errors: { name: 'Full Name contains a character that is not allowed' },
    });
    expectNoVisitorDataLogged();
    await expectServerStillUp();
  });

  it('refuses a NUL byte in a career field, naming the field', async () => {
    const { payload, headers } = multipartBody({ ...careerForm(), current_designation: 'Lead\u0000Analyst' });
    const response = await postCareer(payload, headers['content-type']);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      status: 400,
      message: 'Please correct the highlighted fields',
      errors: { current_designation: 'Current Designation contains a character that is not allowed' },
    });
    expectNoVisitorDataLogged();
    await expectServerStillUp();
  });

  it("refuses a NUL byte in an uploaded file's name, naming the file", async () => {
    const { payload, headers } = multipartBody({ ...careerForm(), resume: pdf('my\u0000resume.pdf') });
    const response = await postCareer(payload, headers['content-type']);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      status: 400,
      message: 'Please correct the highlighted fields',
      errors: { resume: 'The file name contains a character that is not allowed' },
    });
    expectNoVisitorDataLogged();
    expect(await listLeads(db, 'career')).toHaveLength(0);
    await expectServerStillUp();
  });

  it('refuses a lone surrogate in a field, naming the field', async () => {
    const response = await postJsonText(JSON.stringify(contactLead).replace('"Partnership"', '"A\\ud800B"'));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      status: 400,
      message: 'Please correct the highlighted fields',
      errors: { subject: 'Please enter a valid subject' },
    });
    expectNoVisitorDataLogged();
    await expectServerStillUp();
  });

  it('refuses a news page skip too large to be a row number', async () => {
    const response = await app.inject({ method: 'GET', url: '/newscentre?category=nc-press&skip=99999999999999999999' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ status: 400, message: 'skip must be a whole number from 0 to 1000000' });
    await expectServerStillUp();
  });

  it('stores nothing from any of them', async () => {
    expect(await listLeads(db, 'contact')).toHaveLength(0);
    expect(await listLeads(db, 'career')).toHaveLength(0);
  });
});

describe('a failure inside the database', () => {
  it('answers 500 and logs what failed, without the visitor data the driver carries', async () => {
    // The insert reaches the real driver, aimed at a table that does not exist.
    const failing: Database = {
      ...db,
      query: (sql, params) => db.query(sql.replace(/\bcontact_leads\b/g, 'contact_leads_gone'), params),
    };
    const broken = await startLoggedServer(failing);
    try {
      const response = await broken.inject({ method: 'POST', url: '/contact-leads', payload: contactLead, headers: { origin: SITE_ORIGIN } });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ status: 500, message: 'Internal Server Error' });
      const failed = logLines.map((line) => JSON.parse(line)).find((entry) => entry.msg === 'request failed');
      expect(failed.failure).toEqual({
        type: expect.any(String),
        code: '42P01',
        message: 'relation "contact_leads_gone" does not exist',
        stack: expect.stringContaining('relation "contact_leads_gone" does not exist'),
      });
      expectNoVisitorDataLogged();
    } finally {
      await broken.close();
    }
  });

  it("cuts the visitor's values out of a driver message that quotes them", async () => {
    const quoting: Database = {
      ...db,
      query: async (sql, params) => {
        if (!sql.startsWith('INSERT INTO contact_leads')) return db.query(sql, params);
        const error = Object.assign(new Error(`invalid input syntax for type uuid: "${visitor.phone}" near ${visitor.email}`), {
          code: '22P02',
          params,
        });
        throw error;
      },
    };
    const broken = await startLoggedServer(quoting);
    try {
      const response = await broken.inject({ method: 'POST', url: '/contact-leads', payload: contactLead, headers: { origin: SITE_ORIGIN } });
      expect(response.statusCode).toBe(500);
      const failed = logLines.map((line) => JSON.parse(line)).find((entry) => entry.msg === 'request failed');
      expect(failed.failure).toMatchObject({ type: 'Error', code: '22P02', message: 'invalid input syntax for type uuid: "[redacted]" near [redacted]' });
      expectNoVisitorDataLogged();
    } finally {
      await broken.close();
    }
  });
});
