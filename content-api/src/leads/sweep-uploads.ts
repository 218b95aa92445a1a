import type { Database } from '../db/database';
import type { UploadStore } from './upload-store';

/** On a shared PostgreSQL another server may be writing; only files this old are surely orphans. */
const SHARED_ORPHAN_AGE_MS = 60 * 60 * 1000;

/**
 * At start: files of leads that were never stored (a crash between file and row) are removed. With
 * the embedded engine this process alone writes DATA_DIR, so every unreferenced file goes.
 */
export function sweepUploads(db: Database, uploads: UploadStore): Promise<string[]> {
  return uploads.sweep(db, db.exclusive ? 0 : SHARED_ORPHAN_AGE_MS);
}
