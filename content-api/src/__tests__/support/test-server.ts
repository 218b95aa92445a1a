import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { CaptchaVerifier } from '../../captcha/captcha-verifier';
import { loadConfig } from '../../config';
import type { Config } from '../../config';
import type { Database, Queryable } from '../../db/database';
import { openDatabase } from '../../db/open-database';
import type { ImageVariants } from '../../images/image-variants';
import { openUploadStore } from '../../leads/open-upload-store';
import type { UploadStore } from '../../leads/upload-store';
import { createServer } from '../../server';
import { createTestDatabase } from './test-database';
import type { TestDatabase } from './test-database';

export const fixturesDir = path.join(__dirname, '..', 'fixtures');
export const fixtureContentDir = path.join(fixturesDir, 'content');
export const SITE_ORIGIN = 'http://localhost:3000';

export interface StartOptions {
  /** A database the test also reads; by default the server opens (and closes) its own. */
  db?: Database;
  captcha?: CaptchaVerifier;
  /** Variants the test watches (renders, cache); by default rendered into DATA_DIR/image-cache. */
  imageVariants?: ImageVariants;
  redisTimeoutMs?: number;
}

export interface TestEnvironment {
  config: Config;
  database: TestDatabase;
  start(options?: StartOptions): Promise<FastifyInstance>;
  /** Opens the configured database; closed by cleanup unless the test closes it first. */
  openDb(): Promise<Database>;
  /** The upload store the server uses, over `db`: DATA_DIR/uploads, or the PostgreSQL database. */
  uploadsOf(db: Queryable): UploadStore;
  /** Closes every server and database opened here, drops the database and removes DATA_DIR. */
  cleanup(): Promise<void>;
}

/**
 * A DATA_DIR of its own, fixture content, and the fixed test captcha token unless the test
 * configures a verifier; servers are created the way index.ts creates them.
 */
export async function createTestEnvironment(overrides: Partial<Config> = {}): Promise<TestEnvironment> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'content-api-test-'));
  const database = await createTestDatabase();
  const config: Config = {
    ...loadConfig({}),
    dataDir,
    databaseUrl: database.databaseUrl,
    contentDir: fixtureContentDir,
    imagesDir: path.join(fixturesDir, 'images'),
    imageCacheDir: path.join(dataDir, 'image-cache'),
    captchaMode: 'test',
    postRateLimit: 1000,
    ...overrides,
  };
  const servers: FastifyInstance[] = [];
  const databases: Database[] = [];
  return {
    config,
    database,
    async start(options = {}) {
      const app = await createServer({ config, ...options });
      servers.push(app);
      return app;
    },
    async openDb() {
      const db = await openDatabase(config);
      const close = db.close.bind(db);
      let closed = false;
      const tracked: Database = {
        ...db,
        close: async () => {
          if (closed) return;
          closed = true;
          await close();
        },
      };
      databases.push(tracked);
      return tracked;
    },
    uploadsOf(db) {
      return openUploadStore(config, db);
    },
    async cleanup() {
      for (const app of servers) await app.close();
      for (const db of databases) await db.close();
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
