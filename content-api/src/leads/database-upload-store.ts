import { Readable } from 'node:stream';
import type { Queryable } from '../db/database';
import { FolderUploadStore } from './folder-upload-store';
import { UploadStore, referencedUploads } from './upload-store';
import type { IncomingUpload, StoredUpload } from './upload-store';

/**
 * PostgreSQL's store: each file is a row of lead_uploads, so every server sharing the database
 * lists and serves it. Files are received into a folder of DATA_DIR as they arrive, then written
 * to the database in one statement; its commit makes them durable, before the lead's row.
 */
export class DatabaseUploadStore extends UploadStore {
  /** The receiving folder, and the files an earlier version kept there. */
  private readonly folder: FolderUploadStore;

  constructor(
    private readonly db: Queryable,
    dir: string,
  ) {
    super(dir);
    this.folder = new FolderUploadStore(dir);
  }

  async keepAll(uploads: IncomingUpload[]): Promise<string[]> {
    try {
      await this.insert(await Promise.all(uploads.map(async (upload) => ({ name: upload.name, content: await upload.contents() }))));
      return uploads.map((upload) => upload.name);
    } finally {
      await this.discardAll(uploads);
    }
  }

  private async insert(files: { name: string; content: Buffer }[]): Promise<void> {
    if (files.length === 0) return;
    const rows = files.map((_file, index) => `($${2 * index + 1}, $${2 * index + 2})`);
    await this.db.query(
      `INSERT INTO lead_uploads (name, content) VALUES ${rows.join(', ')} ON CONFLICT (name) DO NOTHING`,
      files.flatMap((file) => [file.name, file.content]),
    );
  }

  async removeAll(names: string[]): Promise<void> {
    if (names.length > 0) await this.db.query('DELETE FROM lead_uploads WHERE name = ANY($1::text[])', [names]);
  }

  async open(name: string): Promise<StoredUpload | undefined> {
    const content = await this.read(name);
    return content && { stream: Readable.from([content]), size: content.length };
  }

  async read(name: string): Promise<Buffer | undefined> {
    const [row] = await this.db.query<{ content: Buffer }>('SELECT content FROM lead_uploads WHERE name = $1', [name]);
    return row?.content;
  }

  async sizeOf(name: string): Promise<number | undefined> {
    const [row] = await this.db.query<{ size: number }>('SELECT octet_length(content) AS size FROM lead_uploads WHERE name = $1', [name]);
    return row?.size;
  }

  async names(): Promise<string[]> {
    const rows = await this.db.query<{ name: string }>('SELECT name FROM lead_uploads ORDER BY name');
    return rows.map((row) => row.name);
  }

  /**
   * Besides the rows no lead refers to and files left half received, moves the files of leads an
   * earlier version kept in the folder into the database.
   */
  async sweep(db: Queryable, orphanAgeMs: number): Promise<string[]> {
    const referenced = await referencedUploads(db);
    const removed = await this.folder.sweepFolder(referenced, orphanAgeMs);
    for (const name of await this.folder.names()) {
      const content = await this.folder.read(name);
      if (!referenced.has(name) || content === undefined) continue;
      await this.insert([{ name, content }]);
      await this.folder.removeAll([name]);
    }
    const orphans = await db.query<{ name: string }>(
      `DELETE FROM lead_uploads AS upload
       WHERE upload.created_at < now() - ($1::double precision * interval '1 millisecond')
         AND NOT EXISTS (SELECT 1 FROM career_leads AS lead WHERE upload.name IN (lead.resume_file, lead.cover_letter_file))
       RETURNING upload.name`,
      [orphanAgeMs],
    );
    return [...removed, ...orphans.map((row) => row.name)];
  }
}
