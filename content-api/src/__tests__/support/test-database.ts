import { randomBytes } from 'node:crypto';
import { Pool } from 'pg';

/**
 * Where a test's database lives. In the pglite project: PGlite inside the test's DATA_DIR.
 * In the postgres project (TEST_DATABASE_URL): a fresh schema on that PostgreSQL server, reached through a URL whose search_path
 * names the schema, so the server and the leads command use it exactly as they would DATABASE_URL.
 */
export interface TestDatabase {
  kind: 'pglite' | 'postgres';
  /** The DATABASE_URL to run with; undefined means the embedded database in DATA_DIR. */
  databaseUrl: string | undefined;
  drop(): Promise<void>;
}

/** Set by the jest project: the embedded engine, or the PostgreSQL server of TEST_DATABASE_URL. */
export const testDatabaseUrl =
  process.env.TEST_DB_ENGINE === 'postgres' ? process.env.TEST_DATABASE_URL?.trim() || undefined : undefined;

export async function createTestDatabase(): Promise<TestDatabase> {
  if (!testDatabaseUrl) return { kind: 'pglite', databaseUrl: undefined, drop: async () => {} };
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = new Pool({ connectionString: testDatabaseUrl, max: 1 });
  await admin.query(`CREATE SCHEMA ${schema}`);
  const url = new URL(testDatabaseUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return {
    kind: 'postgres',
    databaseUrl: url.toString(),
    async drop() {
      await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await admin.end();
    },
  };
}
