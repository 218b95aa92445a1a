import type { Database } from '../db/database';
import type { UploadStore } from './upload-store';

/** On a shared PostgreSQL another server may be writing; only files this old are surely orphans. */
const SHARED_ORPHAN_AGE_MS = 60 * 60 * 1000;

/**
 * At start: files of leads that were never stored (a crash between file and row) are removed. With
 * the embedded engine this process alone writes DATA_DIR, so every unreferenced file goes.
 */
export async function sweepUploads(db: Database, uploads: UploadStore): Promise<string[]> {
  const rows = await db.query<{ resume_file: string; cover_letter_file: string }>(
    'SELECT resume_file, cover_letter_file FROM career_leads',
  );
  const referenced = new Set(rows.flatMap((row) => [row.resume_file, row.cover_letter_file]));
  return uploads.sweep(referenced, db.exclusive ? 0 : SHARED_ORPHAN_AGE_MS);
}
