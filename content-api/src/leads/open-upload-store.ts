import path from 'node:path';
import type { Queryable } from '../db/database';
import { DatabaseUploadStore } from './database-upload-store';
import { FolderUploadStore } from './folder-upload-store';
import type { UploadStore } from './upload-store';

/**
 * The upload store of a database: with PostgreSQL (DATABASE_URL) the files live in it, shared by
 * every server; the embedded engine keeps them in DATA_DIR/uploads.
 */
export function openUploadStore(settings: { dataDir: string; databaseUrl: string | undefined }, db: Queryable): UploadStore {
  const dir = path.join(settings.dataDir, 'uploads');
  return settings.databaseUrl ? new DatabaseUploadStore(db, dir) : new FolderUploadStore(dir);
}
