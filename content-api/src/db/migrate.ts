import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { packageRoot } from '../package-root';
import type { Database } from './database';

export const migrationsDir = path.join(packageRoot, 'migrations');

// Any fixed number: it keeps two processes starting at once from migrating the same server twice.
const MIGRATION_LOCK_ID = 724_001;

export interface Migration {
  version: string;
  sql: string;
}

/** `NNN_name.sql` files in numeric order. */
export async function readMigrations(dir = migrationsDir): Promise<Migration[]> {
  const names = (await readdir(dir)).filter((name) => /^\d+_[\w-]+\.sql$/.test(name)).sort();
  return Promise.all(
    names.map(async (name) => ({
      version: name.replace(/\.sql$/, ''),
      sql: await readFile(path.join(dir, name), 'utf8'),
    })),
  );
}

/** Applies the migrations not yet recorded in schema_migrations; answers the versions applied. */
export async function applyMigrations(db: Database, dir = migrationsDir): Promise<string[]> {
  const migrations = await readMigrations(dir);
  await db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version text PRIMARY KEY,
    applied_at timestamptz NOT NULL DEFAULT now()
  )`);
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_ID]);
    const rows = await tx.query<{ version: string }>('SELECT version FROM schema_migrations');
    const applied = new Set(rows.map((row) => row.version));
    const pending = migrations.filter((migration) => !applied.has(migration.version));
    for (const migration of pending) {
      try {
        await tx.exec(migration.sql);
      } catch (error) {
        throw new Error(`Migration ${migration.version} failed: ${(error as Error).message}`);
      }
      await tx.query('INSERT INTO schema_migrations (version) VALUES ($1)', [migration.version]);
    }
    return pending.map((migration) => migration.version);
  });
}
