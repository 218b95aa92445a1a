import path from 'node:path';
import type { Database } from './database';
import { openPgDatabase } from './pg-database';
import { openPgliteDatabase } from './pglite-database';
import { applyMigrations } from './migrate';

export interface DatabaseSettings {
  dataDir: string;
  databaseUrl: string | undefined;
}

/** PostgreSQL when DATABASE_URL is set, otherwise PGlite in DATA_DIR/pgdata; migrated either way. */
export async function openDatabase(settings: DatabaseSettings): Promise<Database> {
  const db = settings.databaseUrl
    ? await openPgDatabase(settings.databaseUrl)
    : await openPgliteDatabase(path.join(settings.dataDir, 'pgdata'));
  try {
    await applyMigrations(db);
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}
