import { readFile, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { journalFile } from '../db/open-database';
import { runLeadsCommand } from '../leads/leads-command';
import { filesHolding, personTexts, rowsHolding, storePersonLeads } from './support/privacy-traces';
import type { Person } from './support/privacy-traces';
import { createTestEnvironment } from './support/test-server';
import type { TestEnvironment } from './support/test-server';

const asha: Person = { name: 'Asha Kulkarni', email: 'Asha.K@example.com', phone: '+91 98200 11111', message: 'Please call me about the Pune plant' };
const ravi: Person = { name: 'Ravi Menon', email: 'ravi@example.com', phone: '+91 98200 22222', message: 'Looking for a role in logistics' };

let env: TestEnvironment;
let commandEnv: NodeJS.ProcessEnv;
let ashaFiles: string[];
let raviFiles: string[];

beforeAll(async () => {
  env = await createTestEnvironment();
  commandEnv = { DATA_DIR: env.config.dataDir, INIT_CWD: env.config.dataDir, ...(env.config.databaseUrl ? { DATABASE_URL: env.config.databaseUrl } : {}) };
  const db = await env.openDb();
  const uploads = env.uploadsOf(db);
  ashaFiles = (await storePersonLeads(db, uploads, asha, 'asha.k@EXAMPLE.com')).files;
  raviFiles = (await storePersonLeads(db, uploads, ravi)).files;
  await db.close();
});
afterAll(() => env.cleanup());

async function run(...args: string[]) {
  let stdout = '';
  let stderr = '';
  const code = await runLeadsCommand(args, { env: commandEnv, stdout: (text) => (stdout += text), stderr: (text) => (stderr += text) });
  return { code, stdout, stderr };
}

async function exported() {
  return (await run('export', '--type', 'contact', '--format', 'json')).stdout + (await run('export', '--type', 'career', '--format', 'json')).stdout;
}

describe('leads person', () => {
  it('prints every lead of the address in any case, its files, deliveries and handling marks', async () => {
    const { code, stdout } = await run('person', 'ASHA.k@example.com');
    expect(code).toBe(0);
    const held = JSON.parse(stdout);
    expect(held.leads.contact).toEqual([expect.objectContaining({ name: asha.name, email: 'asha.k@EXAMPLE.com', phone: asha.phone, subject: 'Enquiry', message: asha.message })]);
    expect(held.leads.career).toEqual([
      expect.objectContaining({ name: asha.name, current_designation: 'Analyst', resume_original_name: `${asha.name} resume.pdf`, resume_file: ashaFiles[0] }),
    ]);
    expect(held.files).toEqual([
      { lead_id: held.leads.career[0].id, file: ashaFiles[0], size: Buffer.byteLength(`%PDF-1.4 resume of ${asha.name}`) },
      { lead_id: held.leads.career[0].id, file: ashaFiles[1], size: Buffer.byteLength(`%PDF-1.4 letter from ${asha.name} ${asha.phone}`) },
    ]);
    expect(held.deliveries).toHaveLength(4);
    expect(held.deliveries.map((delivery: { status: string }) => delivery.status).sort()).toEqual(['delivered', 'delivered', 'waiting', 'waiting']);
    expect(held.handling).toEqual([expect.objectContaining({ lead_id: held.leads.contact[0].id, lead_type: 'contact' })]);
    expect(stdout).not.toContain(ravi.name);
  });

  it('writes person.json and copies of the PDFs with --out', async () => {
    const { code, stderr } = await run('person', asha.email, '--out', 'asha-export');
    expect(code).toBe(0);
    expect(stderr).toContain('Wrote 2 lead(s) and 2 file(s)');
    const folder = path.join(env.config.dataDir, 'asha-export');
    expect((await readdir(folder)).sort()).toEqual(['person.json', ...ashaFiles].sort());
    expect(await readFile(path.join(folder, ashaFiles[0]), 'utf8')).toBe(`%PDF-1.4 resume of ${asha.name}`);
    expect(JSON.parse(await readFile(path.join(folder, 'person.json'), 'utf8')).leads.career).toHaveLength(1);
  });

  it('refuses anything but one address', async () => {
    expect((await run('person')).code).toBe(2);
    expect((await run('forget', 'not-an-address')).stderr).toContain('Give one e-mail address');
  });
});

describe('leads forget', () => {
  beforeAll(async () => {
    // The export written above is the operator's to hand over; it is not held by the service.
    await rm(path.join(env.config.dataDir, 'asha-export'), { recursive: true });
  });

  it('erases the address everywhere and says how many of each', async () => {
    const { code, stdout } = await run('forget', 'asha.k@example.com');
    expect(code).toBe(0);
    const journal = env.database.kind === 'pglite' ? '4 journal records' : '0 journal records';
    expect(stdout).toBe(`Erased 2 leads, 2 files, ${journal}, 4 deliveries (2 not yet sent), 1 handling mark\n`);
  });

  it('leaves nothing of the person in any table, file, the journal or an export, and keeps the other person', async () => {
    const db = await env.openDb();
    try {
      expect(await rowsHolding(db, personTexts(asha))).toEqual([]);
      expect(await rowsHolding(db, [ravi.name])).not.toEqual([]);
      const audit = await db.query<Record<string, unknown>>(`SELECT user_email, action, detail, client FROM inbox_audit WHERE action = 'erase-person'`);
      expect(audit).toEqual([{ user_email: null, action: 'erase-person', detail: '2 leads', client: 'cli' }]);
      expect(await env.uploadsOf(db).names()).toEqual([...raviFiles].sort());
    } finally {
      await db.close();
    }
    expect(await filesHolding(env.config.dataDir, personTexts(asha))).toEqual([]);
    if (env.database.kind === 'pglite') {
      const journal = await readFile(journalFile(env.config.dataDir), 'utf8');
      expect(journal).toContain(ravi.message);
      for (const text of personTexts(asha)) expect(journal.toLowerCase()).not.toContain(text.toLowerCase());
    }
    const exports = await exported();
    for (const text of personTexts(asha)) expect(exports.toLowerCase()).not.toContain(text.toLowerCase());
    expect(exports).toContain(ravi.message);
  });

  it('does not bring the person back when the journal is replayed at the next start', async () => {
    const db = await env.openDb();
    try {
      await db.query('DELETE FROM contact_leads');
      await db.query('DELETE FROM career_leads');
    } finally {
      await db.close();
    }
    const reopened = await env.openDb();
    try {
      expect(await rowsHolding(reopened, personTexts(asha))).toEqual([]);
      if (env.database.kind === 'pglite') expect(await rowsHolding(reopened, [ravi.message])).toHaveLength(2);
    } finally {
      await reopened.close();
    }
    expect((await run('person', asha.email)).stdout).not.toContain(asha.name);
  });

  it('erases nothing and says so for an address nobody used', async () => {
    expect((await run('forget', 'nobody@example.com')).stdout).toBe('Erased 0 leads, 0 files, 0 journal records, 0 deliveries (0 not yet sent), 0 handling marks\n');
  });
});
