import { Pool } from 'pg';
import type { PoolClient } from 'pg';
import type { Database, Queryable } from './database';

function wrap(target: Pool | PoolClient): Queryable {
  return {
    async query<Row>(sql: string, params: unknown[] = []) {
      const result = await target.query(sql, params);
      return result.rows as Row[];
    },
    async exec(sql: string) {
      await target.query(sql);
    },
  };
}

function describe(connectionString: string): string {
  try {
    const url = new URL(connectionString);
    return `PostgreSQL at ${url.hostname}:${url.port || 5432}${url.pathname}`;
  } catch {
    return 'PostgreSQL';
  }
}

/**
 * A PostgreSQL server through a pool. A schema other than public can be chosen in the URL:
 * `?options=-c%20search_path%3Dmy_schema`.
 */
export async function openPgDatabase(connectionString: string): Promise<Database> {
  const pool = new Pool({ connectionString, max: 10, connectionTimeoutMillis: 10_000 });
  // Connects at its first statement: a server without a delivery worker never opens it.
  const background = new Pool({ connectionString, max: 1, connectionTimeoutMillis: 10_000 });
  // An idle client losing its server must not crash the process; the next query reports it.
  pool.on('error', () => {});
  background.on('error', () => {});
  try {
    await pool.query('SELECT 1');
  } catch (error) {
    await Promise.all([pool.end(), background.end()]);
    throw new Error(`Cannot reach the database at ${describe(connectionString)}: ${(error as Error).message}`);
  }
  return {
    ...wrap(pool),
    description: describe(connectionString),
    exclusive: false,
    background: wrap(background),
    flush: async () => {},
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work(wrap(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    async close() {
      await Promise.all([pool.end(), background.end()]);
    },
  };
}
