import { readFile } from 'node:fs/promises';
import { loadConfig } from '../config';
import type { Database } from '../db/database';
import { journalFile } from '../db/open-database';
import { runLeadsCommand } from '../leads/leads-command';
import { eraseExpiredLeads } from '../privacy/retention-schedule';
import { filesHolding, personTexts, rowsHolding, storePersonLeads } from './support/privacy-traces';
import type { Person } from './support/privacy-traces';
import { createTestEnvironment } from './support/test-server';
import type { TestEnvironment } from './support/test-server';

const old: Person = { name: 'Meera Iyer', email: 'meera@example.com', phone: '+91 98200 33333', message: 'Wrote long ago about a tender' };
const recent: Person = { name: 'Kiran Shah', email: 'kiran@example.com', phone: '+91 98200 44444', message: 'Wrote last week about a dealership' };

let env: TestEnvironment;
let recentFiles: string[];

async function withDb<T>(work: (db: Database) => Promise<T>): Promise<T> {
  const db = await env.openDb();
  try {
    return await work(db);
  } finally {
    await db.close();
  }
}

beforeAll(async () => {
  env = await createTestEnvironment({ leadsRetentionDays: 30 });
  recentFiles = await withDb(async (db) => {
    const uploads = env.uploadsOf(db);
    await storePersonLeads(db, uploads, old);
    const { files } = await storePersonLeads(db, uploads, recent);
    for (const table of ['contact_leads', 'career_leads']) {
      await db.query(`UPDATE ${table} SET created_at = now() - interval '31 days' WHERE lower(email) = $1`, [old.email]);
      await db.query(`UPDATE ${table} SET created_at = now() - interval '29 days' WHERE lower(email) = $1`, [recent.email]);
    }
    return files;
  });
});
afterAll(() => env.cleanup());

const retentionLinesIn = (db: Database) =>
  db.query<Record<string, unknown>>(`SELECT user_email, detail, client FROM inbox_audit WHERE action = 'retention-erase'`);
const retentionLines = () => withDb(retentionLinesIn);

describe('LEADS_RETENTION_DAYS', () => {
  it('erases leads older than that when the server starts, everywhere, and keeps younger ones', async () => {
    const app = await env.start();
    await app.ready();
    await app.close();

    await withDb(async (db) => {
      expect(await rowsHolding(db, personTexts(old))).toEqual([]);
      expect(await rowsHolding(db, [recent.message])).toHaveLength(2);
    });
    expect(await retentionLines()).toEqual([{ user_email: null, detail: '2 leads', client: 'retention' }]);
    expect(await filesHolding(env.config.dataDir, personTexts(old))).toEqual([]);
    expect(await withDb((db) => env.uploadsOf(db).names())).toEqual([...recentFiles].sort());
    if (env.database.kind === 'pglite') {
      const journal = (await readFile(journalFile(env.config.dataDir), 'utf8')).toLowerCase();
      for (const text of personTexts(old)) expect(journal).not.toContain(text.toLowerCase());
      expect(journal).toContain(recent.message.toLowerCase());
    }
    let exported = '';
    for (const type of ['contact', 'career']) {
      const commandEnv = { DATA_DIR: env.config.dataDir, ...(env.config.databaseUrl ? { DATABASE_URL: env.config.databaseUrl } : {}) };
      await runLeadsCommand(['export', '--type', type, '--format', 'json'], { env: commandEnv, stdout: (text) => (exported += text), stderr: () => {} });
    }
    for (const text of personTexts(old)) expect(exported.toLowerCase()).not.toContain(text.toLowerCase());
    expect(exported).toContain(recent.message);
  });

  it('does not bring an expired lead back at the next start, and writes no audit line when nothing expired', async () => {
    await withDb(async (db) => {
      await db.query('DELETE FROM contact_leads');
      await db.query('DELETE FROM career_leads');
    });
    const app = await env.start();
    await app.ready();
    await app.close();
    await withDb(async (db) => {
      expect(await rowsHolding(db, personTexts(old))).toEqual([]);
      if (env.database.kind === 'pglite') expect(await rowsHolding(db, [recent.message])).toHaveLength(2);
    });
    expect(await retentionLines()).toHaveLength(1);
  });
});

describe('retention runs at the same time (several servers on one database)', () => {
  it('erase each expired lead once and write one audit line between them', async () => {
    await withDb(async (db) => {
      const uploads = env.uploadsOf(db);
      await storePersonLeads(db, uploads, { ...old, email: 'twice@example.com' });
      await db.query(`UPDATE contact_leads SET created_at = now() - interval '40 days' WHERE email = 'twice@example.com'`);
      await db.query(`UPDATE career_leads SET created_at = now() - interval '40 days' WHERE lower(email) = 'twice@example.com'`);
      const before = (await retentionLinesIn(db)).length;
      const runs = await Promise.all([eraseExpiredLeads(db, uploads, 30), eraseExpiredLeads(db, uploads, 30)]);
      expect(runs.reduce((sum, run) => sum + (run?.leads ?? 0), 0)).toBe(2);
      expect(await retentionLinesIn(db)).toHaveLength(before + 1);
      expect(await rowsHolding(db, ['twice@example.com'])).toEqual([]);
    });
  });
});

describe('reading LEADS_RETENTION_DAYS', () => {
  it('keeps leads forever when unset and takes a whole number of days of at least one', () => {
    expect(loadConfig({}).leadsRetentionDays).toBeUndefined();
    expect(loadConfig({ LEADS_RETENTION_DAYS: '365' }).leadsRetentionDays).toBe(365);
    for (const wrong of ['0', '1.5', 'a year']) {
      expect(() => loadConfig({ LEADS_RETENTION_DAYS: wrong })).toThrow(/LEADS_RETENTION_DAYS/);
    }
  });
});
