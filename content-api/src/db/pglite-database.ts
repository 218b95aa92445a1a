import { mkdir, rename } from 'node:fs/promises';
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

export interface PgliteOptions {
  /** Told when a folder that cannot be opened is moved aside and a new one started. */
  onRebuild?: (movedTo: string, error: Error) => void;
}

/**
 * PGlite does not flush its files to disk, so after a power cut its folder may not open. The folder
 * is then kept aside, for inspection, and a new one is started: content is seeded again at start
 * and leads come back from the journal.
 */
async function createOrRebuild(dataDir: string, options: PgliteOptions): Promise<PGlite> {
  try {
    const pglite = await PGlite.create(dataDir);
    await pglite.query('SELECT 1');
    return pglite;
  } catch (error) {
    const movedTo = `${dataDir}.damaged-${new Date().toISOString().replace(/[:.]/g, '-')}`;
    await rename(dataDir, movedTo);
    await mkdir(dataDir, { recursive: true });
    options.onRebuild?.(movedTo, error as Error);
    return PGlite.create(dataDir);
  }
}

/**
 * Embedded PostgreSQL in a folder on disk. PGlite is single-user: two processes opening the same
 * folder would corrupt it, so a lock file keeps the server and the leads command apart.
 */
export async function openPgliteDatabase(dataDir: string | undefined, options: PgliteOptions = {}): Promise<Database> {
  let release = async () => {};
  if (dataDir) {
    await mkdir(dataDir, { recursive: true });
    release = await acquireDirectoryLock(dataDir);
  }
  let pglite: PGlite;
  try {
    pglite = dataDir ? await createOrRebuild(dataDir, options) : await PGlite.create();
  } catch (error) {
    await release();
    throw error;
  }
  const queryable = wrap(pglite);
  let checkpoint: Promise<void> | undefined;
  let next: Promise<void> | undefined;
  // A checkpoint started before a caller's commit may miss it: callers arriving while one runs
  // share the next.
  const flush = (): Promise<void> => {
    if (!checkpoint) {
      checkpoint = pglite
        .exec('CHECKPOINT')
        .then(() => {})
        .finally(() => (checkpoint = undefined));
      return checkpoint;
    }
    next ??= checkpoint
      .catch(() => {})
      .then(() => {
        next = undefined;
        return flush();
      });
    return next;
  };
  return {
    flush,
    ...queryable,
    background: queryable,
    description: dataDir ? `PGlite in ${dataDir}` : 'PGlite in memory',
    exclusive: true,
    transaction: (work) => pglite.transaction((tx) => work(wrap(tx))),
    async close() {
      await pglite.close();
      await release();
    },
  };
}
