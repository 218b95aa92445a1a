import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fromSource } from '../../scripts/lib/api-process';
import { runCrashDrill } from '../../scripts/lib/crash-drill';
import { createTestDatabase } from './support/test-database';
import type { TestDatabase } from './support/test-database';

let dataDir: string;
let database: TestDatabase;
beforeEach(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'content-api-crash-'));
  database = await createTestDatabase();
});
afterEach(async () => {
  await database.drop();
  await rm(dataDir, { recursive: true, force: true });
});

describe('a content-api process killed with SIGKILL while leads are being posted', () => {
  it('keeps every lead it acknowledged, with its PDFs, and leaves no stray file', async () => {
    const result = await runCrashDrill({
      launch: fromSource,
      env: { DATA_DIR: dataDir, ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}) },
      total: 120,
      killAfter: 40,
      concurrency: 6,
    });
    // The kill came in the middle: leads were acknowledged, and requests were still running.
    expect(result.acknowledged).toBeGreaterThanOrEqual(40);
    expect(result.acknowledged).toBeLessThan(120);
    expect(result.refused).toBe(0);
    expect(result.problems).toEqual([]);
    expect(result.lost).toBe(0);
    expect(result.stored).toBe(result.acknowledged);
    // Files of leads cut by the kill are removed at the restart: all of them on the embedded engine
    // (one process owns DATA_DIR); on PostgreSQL only old ones (another server sharing the folder
    // may be writing a new one), so the kill's leave whole PDFs of unstored leads and uploads
    // still named as partial, never a half-written file under a stored name.
    if (database.kind === 'pglite') expect(result.strayFiles).toEqual([]);
    else expect(result.strayFiles.filter((name) => !/\.pdf(\.partial)?$/.test(name))).toEqual([]);
    expect(result.exitAfterStop).toBe(0);
  }, 180_000);
});
