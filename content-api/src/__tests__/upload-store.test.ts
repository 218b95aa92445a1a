import { mkdir, mkdtemp, readdir, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Database } from '../db/database';
import { insertCareerLead, listLeads } from '../leads/lead-store';
import { FolderUploadStore } from '../leads/folder-upload-store';
import { TEMP_SUFFIX } from '../leads/upload-store';
import { multipartBody, validCareerForm } from './support/multipart';
import { testDatabaseUrl } from './support/test-database';
import { SITE_ORIGIN, createTestEnvironment } from './support/test-server';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'content-api-uploads-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('the upload store', () => {
  it('stores whole files under generated names and leaves no temporary file', async () => {
    const store = new FolderUploadStore(path.join(dir, 'uploads'));
    const names = await store.saveAll([Buffer.from('%PDF-one'), Buffer.from('%PDF-two')]);
    expect(names).toHaveLength(2);
    expect((await readdir(store.dir)).sort()).toEqual([...names].sort());
    expect(await readFile(store.pathOf(names[1]), 'utf8')).toBe('%PDF-two');
  });

  it('leaves no file when one of them cannot be written', async () => {
    const store = new FolderUploadStore(path.join(dir, 'uploads'));
    const unwritable = { length: 1 } as unknown as Buffer;
    await expect(store.saveAll([Buffer.from('%PDF-one'), unwritable])).rejects.toThrow();
    expect(await readdir(store.dir)).toEqual([]);
  });

  it('sweeps temporary files, and unreferenced files older than the given age', async () => {
    const store = new FolderUploadStore(path.join(dir, 'uploads'));
    await mkdir(store.dir);
    const old = new Date(Date.now() - 2 * 60 * 60 * 1000);
    for (const name of ['kept.pdf', 'orphan-old.pdf', 'orphan-new.pdf', `half.pdf${TEMP_SUFFIX}`]) {
      await writeFile(path.join(store.dir, name), '%PDF-');
      if (name !== 'orphan-new.pdf') await utimes(path.join(store.dir, name), old, old);
    }
    const removed = await store.sweepFolder(new Set(['kept.pdf']), 60 * 60 * 1000);
    expect(removed.sort()).toEqual([`half.pdf${TEMP_SUFFIX}`, 'orphan-old.pdf']);
    expect((await readdir(store.dir)).sort()).toEqual(['kept.pdf', 'orphan-new.pdf']);
  });
});

describe('a career lead whose row cannot be stored', () => {
  it('answers 500 and leaves neither a row nor a file', async () => {
    const env = await createTestEnvironment();
    try {
      const db = await env.openDb();
      // The same database, refusing to insert career leads (a full disk, a lost connection).
      const failing: Database = {
        ...db,
        query: async <Row>(sql: string, params?: unknown[]) => {
          if (sql.startsWith('INSERT INTO career_leads')) throw new Error('disk full');
          return db.query<Row>(sql, params);
        },
      };
      const app = await env.start({ db: failing });
      const { payload, headers } = multipartBody(validCareerForm());
      const response = await app.inject({ method: 'POST', url: '/career-leads', payload, headers: { ...headers, origin: SITE_ORIGIN } });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ status: 500, message: 'Internal Server Error' });
      expect(await readdir(path.join(env.config.dataDir, 'uploads'))).toEqual([]);
      expect(await env.uploadsOf(db).names()).toEqual([]);
      await app.close();
      await db.close();
      // Nor does it come back from the journal at the next open.
      const reopened = await env.openDb();
      expect(await listLeads(reopened, 'career')).toEqual([]);
    } finally {
      await env.cleanup();
    }
  });
});

// Several servers share PDFs only through PostgreSQL; the embedded engine keeps its folder.
const onPostgres = testDatabaseUrl ? describe : describe.skip;

onPostgres('the first start on PostgreSQL after PDFs were kept in DATA_DIR/uploads (runs with TEST_DATABASE_URL)', () => {
  it("moves the stored leads' files into the database, so every server can serve them", async () => {
    const env = await createTestEnvironment();
    try {
      const db = await env.openDb();
      const folder = new FolderUploadStore(path.join(env.config.dataDir, 'uploads'));
      const [resumeFile, coverLetterFile] = await folder.saveAll([Buffer.from('%PDF-kept resume'), Buffer.from('%PDF-kept letter')]);
      const lead = { name: 'Asha', email: 'asha@example.com', phone: '9876543210', current_designation: 'Analyst', expected_salary: '12', current_salary: '9', message: 'Hello' };
      await insertCareerLead(db, lead, { resumeFile, resumeOriginalName: 'resume.pdf', coverLetterFile, coverLetterOriginalName: 'cover.pdf' });
      const app = await env.start({ db });
      const uploads = env.uploadsOf(db);
      expect(await uploads.names()).toEqual([resumeFile, coverLetterFile].sort());
      expect((await uploads.read(resumeFile))?.toString()).toBe('%PDF-kept resume');
      expect(await readdir(folder.dir)).toEqual([]);
      await app.close();
    } finally {
      await env.cleanup();
    }
  });
});
