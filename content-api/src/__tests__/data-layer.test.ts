import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ContentRepository } from '../content/content-repository';
import { loadContent } from '../content/load-content';
import { seedContent } from '../content/seed-content';
import type { Database } from '../db/database';
import { applyMigrations, readMigrations } from '../db/migrate';
import { createTestEnvironment, fixtureContentDir } from './support/test-server';
import type { TestEnvironment } from './support/test-server';

let env: TestEnvironment;
let db: Database;
beforeAll(async () => {
  env = await createTestEnvironment();
  db = await env.openDb();
});
afterAll(() => env.cleanup());

describe('migrations', () => {
  it('are applied once and recorded', async () => {
    const versions = (await readMigrations()).map((migration) => migration.version);
    expect(versions).toEqual(['001_leads', '002_content_documents', '003_lead_outbox', '004_inbox', '005_lead_uploads', '006_inbox_sign_in_failures']);
    const recorded = await db.query<{ version: string }>('SELECT version FROM schema_migrations ORDER BY version');
    expect(recorded.map((row) => row.version)).toEqual(versions);
    expect(await applyMigrations(db)).toEqual([]);
  });

  it('roll back entirely and name the migration that failed', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'content-api-migrations-'));
    try {
      await writeFile(path.join(dir, '900_good.sql'), 'CREATE TABLE migration_probe (id int);');
      await writeFile(path.join(dir, '901_broken.sql'), 'CREATE TABLE oops (;');
      await expect(applyMigrations(db, dir)).rejects.toThrow(/^Migration 901_broken failed/);
      const probe = await db.query("SELECT to_regclass('migration_probe') AS found");
      expect(probe).toEqual([{ found: null }]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('seeding content', () => {
  it('upserts records, updates what changed and removes what left the files', async () => {
    const content = await loadContent(fixtureContentDir);
    const repository = new ContentRepository(db);
    await seedContent(db, content);
    await seedContent(db, content);
    expect(await repository.list('newsItems')).toHaveLength(7);

    const changed = {
      ...content,
      newsItems: content.newsItems
        .filter((item) => item.slug !== 'press-second')
        .map((item) => (item.slug === 'press-hidden' ? { ...item, status: true, title: 'Now public' } : item)),
    };
    await seedContent(db, changed);
    expect(await repository.list('newsItems')).toHaveLength(6);
    expect(await repository.bySlug('newsItems', 'press-second')).toBeUndefined();
    expect(await repository.bySlug('newsItems', 'press-hidden')).toMatchObject({ title: 'Now public' });
    // order 0 now comes first among visible press releases.
    expect((await repository.newsPage('nc-press', 0, 2)).map((item) => item.slug)).toEqual(['press-hidden', 'press-first']);
  });
});
