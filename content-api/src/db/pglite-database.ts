import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import type { Transaction } from '@electric-sql/pglite';
import type { Database, Queryable } from './database';
import { acquireDirectoryLock } from './directory-lock';

function wrap(target: PGlite | Transaction): Queryable {
  return {
    async query<Row>(sql: string, params: unknown[] = []) {
      const result = await target.query<Row>(sql, params);
      return result.rows;
    },
    async exec(sql: string) {
      await target.exec(sql);
    },
  };
}

/**
 * Embedded PostgreSQL in a folder on disk. PGlite is single-user: two processes opening the same
 * folder would corrupt it, so a lock file keeps the server and the leads command apart.
 */
export async function openPgliteDatabase(dataDir: string | undefined): Promise<Database> {
  let release = async () => {};
  if (dataDir) {
    await mkdir(dataDir, { recursive: true });
    release = await acquireDirectoryLock(dataDir);
  }
  let pglite: PGlite;
  try {
    pglite = await PGlite.create(dataDir);
  } catch (error) {
    await release();
    throw error;
  }
  return {
    ...wrap(pglite),
    description: dataDir ? `PGlite in ${dataDir}` : 'PGlite in memory',
    transaction: (work) => pglite.transaction((tx) => work(wrap(tx))),
    async close() {
      await pglite.close();
      await release();
    },
  };
}
