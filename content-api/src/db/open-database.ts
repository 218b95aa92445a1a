import path from 'node:path';
import { LeadJournal } from '../leads/lead-journal';
import type { JournalRecord } from '../leads/lead-journal';
import { listLeads } from '../leads/lead-store';
import { replayLeadJournal } from '../leads/replay-lead-journal';
import type { Database } from './database';
import { openPgDatabase } from './pg-database';
import { openPgliteDatabase } from './pglite-database';
import { applyMigrations } from './migrate';

export interface DatabaseSettings {
  dataDir: string;
  databaseUrl: string | undefined;
}

export interface OpenOptions {
  /** What an operator should know about the start (a rebuilt folder, leads recovered). */
  notice?: (message: string) => void;
}

export const journalFile = (dataDir: string) => path.join(dataDir, 'leads.journal');

/**
 * The embedded engine's journal: opened after the database, under its lock. Leads the database lost
 * are inserted again; a journal created beside an older database starts with the leads it holds.
 */
async function withJournal(db: Database, dataDir: string, notice: (message: string) => void): Promise<Database> {
  const { journal, contents } = await LeadJournal.open(journalFile(dataDir));
  try {
    // A journal without records (new, or created by a start that stopped right after) is given the
    // leads already stored, so a rebuild from it keeps them too.
    if (contents.records.length === 0) {
      const existing: JournalRecord[] = [];
      for (const type of ['contact', 'career'] as const) {
        for (const row of await listLeads(db, type)) existing.push({ op: 'lead', type, row });
      }
      if (existing.length > 0) await journal.append(...existing);
    } else {
      if (contents.damaged > 0) notice(`${journal.file}: ${contents.damaged} damaged record(s) skipped`);
      const recovered = await replayLeadJournal(db, contents.records);
      if (recovered > 0) notice(`${recovered} lead(s) restored from ${journal.file}`);
    }
    // The journal now makes leads durable; PGlite writing its WAL at every commit (without ever
    // flushing it) adds cost and no safety. A clean close still checkpoints everything.
    await db.exec('SET synchronous_commit = off');
  } catch (error) {
    await journal.close();
    throw error;
  }
  return {
    ...db,
    leadJournal: journal,
    async close() {
      await journal.close();
      await db.close();
    },
  };
}

/** PostgreSQL when DATABASE_URL is set, otherwise PGlite in DATA_DIR/pgdata; migrated either way. */
export async function openDatabase(settings: DatabaseSettings, options: OpenOptions = {}): Promise<Database> {
  const notice = options.notice ?? ((message: string) => process.stderr.write(`${message}\n`));
  const db = settings.databaseUrl
    ? await openPgDatabase(settings.databaseUrl)
    : await openPgliteDatabase(path.join(settings.dataDir, 'pgdata'), {
        onRebuild: (movedTo, error) =>
          notice(`The embedded database could not be opened (${error.message}); kept it as ${movedTo} and started a new one`),
      });
  try {
    await applyMigrations(db);
    return settings.databaseUrl ? db : await withJournal(db, settings.dataDir, notice);
  } catch (error) {
    await db.close();
    throw error;
  }
}
