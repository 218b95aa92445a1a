import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fromSource, runLeadsCli, startApiProcess } from '../../scripts/lib/api-process';
import type { ApiProcess } from '../../scripts/lib/api-process';
import type { Database } from '../db/database';
import { openDatabase } from '../db/open-database';
import { openUploadStore } from '../leads/open-upload-store';
import { eventually } from './support/eventually';
import { OWN_FORM_HEADERS, csrfTokenOf, form } from './support/inbox-client';
import { filesHolding, personTexts, rowsHolding, storePersonLeads } from './support/privacy-traces';
import type { Person } from './support/privacy-traces';
import { createTestDatabase } from './support/test-database';
import type { TestDatabase } from './support/test-database';

// What an operator is told is done (a lead marked handled, a person erased, leads past their
// retention erased) and the audit line of what an operator was shown (a lead, a PDF, a sign-in)
// must outlive a kill -9 of the server right after: on the embedded engine a commit stays in the
// engine's memory until it writes it out. Each test acts on a real server process, kills it with
// SIGKILL as soon as it has answered, restarts it on the same DATA_DIR and then reads what is there.

const SITE_ORIGIN = 'http://localhost:3000';
const USER = 'hr@example.com';
const PASSWORD = 'Saffron-Ledger-2025';
const asha: Person = { name: 'Asha Kulkarni', email: 'asha.k@example.com', phone: '9820011111', message: 'Please call me about the Pune plant' };
const ravi: Person = { name: 'Ravi Menon', email: 'ravi@example.com', phone: '9820022222', message: 'Looking for a role in logistics' };

let root: string;
let dataDir: string;
let database: TestDatabase;
const servers: ApiProcess[] = [];
/** Three starts of a server process, on a busy machine. */
const PROCESS_TEST_MS = 120_000;

beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'content-api-after-kill-'));
  dataDir = path.join(root, 'data');
  database = await createTestDatabase();
});
afterEach(async () => {
  while (servers.length > 0) await servers.pop()?.crash().catch(() => {});
  await database.drop();
  await rm(root, { recursive: true, force: true });
});

const settings = () => ({ dataDir, databaseUrl: database.databaseUrl });
const serverEnv = () => ({ DATA_DIR: dataDir, LOG_LEVEL: 'info', ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}) });

async function start(env: NodeJS.ProcessEnv = {}): Promise<ApiProcess> {
  const api = await startApiProcess(fromSource, { ...serverEnv(), ...env });
  servers.push(api);
  return api;
}

const leads = (args: string[], input?: string) => runLeadsCli(fromSource, args, serverEnv(), { input });

/** Opens the database as the server does (the journal replayed on the embedded engine), for `work`. */
async function withDatabase<T>(work: (db: Database) => Promise<T>): Promise<T> {
  const db = await openDatabase(settings(), { notice: () => {} });
  try {
    return await work(db);
  } finally {
    await db.close();
  }
}

/** Kills the server (SIGKILL), starts it again on the same DATA_DIR, stops it, and reads what it kept. */
async function afterKillAndRestart<T>(api: ApiProcess, read: (db: Database) => Promise<T>): Promise<T> {
  await api.crash();
  const again = await start();
  expect(await again.stop()).toBe(0);
  return withDatabase(read);
}

async function postLeads(api: ApiProcess, person: Person): Promise<{ contact: string; career: string }> {
  const visitor = { name: person.name, email: person.email, phone: person.phone, message: person.message, recaptchaToken: 'test-captcha-token' };
  const contact = await fetch(`${api.baseUrl}/contact-leads`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: SITE_ORIGIN },
    body: JSON.stringify({ ...visitor, subject: 'Enquiry' }),
  });
  const career = new FormData();
  for (const [key, value] of Object.entries({ ...visitor, current_designation: 'Analyst', expected_salary: '12', current_salary: '9' })) career.set(key, value);
  career.set('resume', new Blob([`%PDF-1.4\n% resume of ${person.name}\n%%EOF\n`], { type: 'application/pdf' }), `${person.name} resume.pdf`);
  career.set('cover_letter', new Blob([`%PDF-1.4\n% letter from ${person.phone}\n%%EOF\n`], { type: 'application/pdf' }), 'cover.pdf');
  const careerAnswer = await fetch(`${api.baseUrl}/career-leads`, { method: 'POST', headers: { origin: SITE_ORIGIN }, body: career });
  expect([contact.status, careerAnswer.status]).toEqual([200, 200]);
  const idOf = async (answer: Response) => ((await answer.json()) as { data: { id: string } }).data.id;
  return { contact: await idOf(contact), career: await idOf(careerAnswer) };
}

const signInAnswer = (api: ApiProcess, password = PASSWORD) =>
  fetch(`${api.baseUrl}/inbox/sign-in`, { method: 'POST', redirect: 'manual', headers: OWN_FORM_HEADERS, body: form({ email: USER, password }) });

/** Signs in to the inbox over HTTP as a browser does; answers the session's cookie. */
async function signInCookie(api: ApiProcess): Promise<string> {
  const answer = await signInAnswer(api);
  expect(answer.status).toBe(303);
  return answer.headers.getSetCookie().find((line) => line.startsWith('inbox_session='))?.split(';')[0] ?? '';
}

/** Signs in to the inbox over HTTP as a browser does; answers a poster of the inbox's own forms. */
async function signIn(api: ApiProcess) {
  const cookie = await signInCookie(api);
  const csrf = csrfTokenOf(await (await fetch(`${api.baseUrl}/inbox`, { headers: { cookie } })).text());
  return (route: string, fields: Record<string, string>) =>
    fetch(`${api.baseUrl}${route}`, { method: 'POST', redirect: 'manual', headers: { ...OWN_FORM_HEADERS, cookie }, body: form({ _csrf: csrf, ...fields }) });
}

async function addInboxUser(): Promise<void> {
  expect((await leads(['users', 'add', USER], `${PASSWORD}\n`)).code).toBe(0);
}

const auditLines = (db: Database, action: string) =>
  db.query<Record<string, unknown>>('SELECT user_email, lead_type, lead_id, detail FROM inbox_audit WHERE action = $1 ORDER BY id', [action]);

/** Everything about `person` the server could still hold: rows, files and journal lines in DATA_DIR, PDFs in the database. */
async function tracesOf(db: Database, person: Person): Promise<string[]> {
  return [...(await rowsHolding(db, personTexts(person))), ...(await filesHolding(dataDir, personTexts(person)))];
}

/**
 * After a kill and a restart: what is left of asha (nothing, if her erasure held), how many leads
 * of ravi (who was not erased) and the erasure's audit lines.
 */
function erasureAfterKill(api: ApiProcess, action: string) {
  return afterKillAndRestart(api, async (db) => ({
    traces: await tracesOf(db, asha),
    raviLeads: (await rowsHolding(db, [ravi.email])).filter((row) => /^(contact|career)_leads:/.test(row)).length,
    audit: await auditLines(db, action),
  }));
}

describe('what an operator is told is done, after a kill -9 of the server right after the answer', () => {
  it('keeps a lead marked handled in the inbox, with its audit line', async () => {
    await addInboxUser();
    const api = await start();
    const { contact } = await postLeads(api, asha);
    const post = await signIn(api);
    const marked = await post(`/inbox/leads/contact/${contact}/handled`, { handled: 'yes' });
    expect(marked.status).toBe(303);

    const kept = await afterKillAndRestart(api, async (db) => ({
      marks: await db.query('SELECT lead_id, lead_type FROM lead_handling'),
      audit: await auditLines(db, 'mark-handled'),
    }));
    expect(kept.marks).toEqual([{ lead_id: contact, lead_type: 'contact' }]);
    expect(kept.audit).toEqual([{ user_email: USER, lead_type: 'contact', lead_id: contact, detail: null }]);
  }, PROCESS_TEST_MS);

  it('keeps a person erased from the inbox erased: no row, PDF or journal line of theirs comes back', async () => {
    await addInboxUser();
    const api = await start();
    const { contact } = await postLeads(api, asha);
    await postLeads(api, ravi);
    const post = await signIn(api);
    const erased = await post(`/inbox/leads/contact/${contact}/erase`, {});
    expect(erased.status).toBe(303);
    expect(erased.headers.get('location')).toBe('/inbox/erased?leads=2&files=2');

    expect(await erasureAfterKill(api, 'erase-person')).toEqual({
      traces: [],
      raviLeads: 2,
      audit: [{ user_email: USER, lead_type: null, lead_id: null, detail: '2 leads' }],
    });
  }, PROCESS_TEST_MS);

  it('keeps a person forgotten by `pnpm leads forget` while the server runs forgotten', async () => {
    const api = await start();
    await postLeads(api, asha);
    await postLeads(api, ravi);
    const forget = await leads(['forget', asha.email]);
    expect(forget.code).toBe(0);
    expect(forget.stdout).toContain('2 leads, 2 files');

    expect(await erasureAfterKill(api, 'erase-person')).toEqual({
      traces: [],
      raviLeads: 2,
      audit: [{ user_email: null, lead_type: null, lead_id: null, detail: '2 leads' }],
    });
  }, PROCESS_TEST_MS);

  it('keeps leads erased by the retention schedule erased once it has logged the erasure', async () => {
    // Leads of asha received 400 days ago, of ravi today.
    await withDatabase(async (db) => {
      const uploads = openUploadStore(settings(), db);
      const old = await storePersonLeads(db, uploads, asha);
      await storePersonLeads(db, uploads, ravi);
      for (const table of ['contact_leads', 'career_leads']) {
        await db.query(`UPDATE ${table} SET created_at = now() - interval '400 days' WHERE id = ANY($1::uuid[])`, [[old.contact.id, old.career.id]]);
      }
    });
    const api = await start({ LEADS_RETENTION_DAYS: '30' });
    await eventually(() => api.output().includes('"msg":"erased leads past their retention"'), 'the erasure logged');

    expect(await erasureAfterKill(api, 'retention-erase')).toEqual({
      traces: [],
      raviLeads: 2,
      audit: [{ user_email: null, lead_type: null, lead_id: null, detail: '2 leads' }],
    });
  }, PROCESS_TEST_MS);

  it('keeps the audit lines of the leads viewed, the PDFs downloaded and the sign-ins, failed ones too', async () => {
    await addInboxUser();
    let api = await start();
    const first = await postLeads(api, asha);
    const second = await postLeads(api, ravi);
    const shown = async (url: string, cookie: string) => {
      const answer = await fetch(`${api.baseUrl}${url}`, { headers: { cookie } });
      expect(answer.status).toBe(200);
      return answer.text();
    };

    // Three leads viewed in a row, the server killed right after the last page.
    let cookie = await signInCookie(api);
    expect(await shown(`/inbox/leads/contact/${first.contact}`, cookie)).toContain(asha.name);
    expect(await shown(`/inbox/leads/career/${first.career}`, cookie)).toContain(asha.name);
    expect(await shown(`/inbox/leads/contact/${second.contact}`, cookie)).toContain(ravi.name);
    await api.crash();

    // Three PDFs downloaded in a row, the server killed right after the last one.
    api = await start();
    cookie = await signInCookie(api);
    for (const [id, kind] of [[first.career, 'resume'], [first.career, 'cover-letter'], [second.career, 'resume']]) {
      expect(await shown(`/inbox/leads/career/${id}/files/${kind}`, cookie)).toMatch(/^%PDF-/);
    }
    await api.crash();

    // Three sign-ins in a row and a wrong password, the server killed right after its answer.
    api = await start();
    for (let signIns = 0; signIns < 3; signIns++) await signInCookie(api);
    expect((await signInAnswer(api, 'Not-the-password-2025')).status).toBe(401);

    const kept = await afterKillAndRestart(api, async (db) => ({
      views: await auditLines(db, 'view-lead'),
      downloads: await auditLines(db, 'download-file'),
      signIns: (await auditLines(db, 'sign-in')).length,
      failed: await auditLines(db, 'sign-in-failed'),
    }));
    const line = (lead_type: string, lead_id: string, detail: string | null = null) => ({ user_email: USER, lead_type, lead_id, detail });
    expect(kept).toEqual({
      views: [line('contact', first.contact), line('career', first.career), line('contact', second.contact)],
      downloads: [line('career', first.career, 'resume'), line('career', first.career, 'cover-letter'), line('career', second.career, 'resume')],
      signIns: 5,
      failed: [{ user_email: USER, lead_type: null, lead_id: null, detail: 'wrong password' }],
    });
  }, 2 * PROCESS_TEST_MS);
});
