import type { Readable } from 'node:stream';
import type { Queryable } from '../db/database';
import { beginUpload } from './incoming-upload';
import type { IncomingUpload } from './incoming-upload';

export { IncomingUpload, TEMP_SUFFIX } from './incoming-upload';

/** A kept file opened for reading, with its size in bytes. */
export interface StoredUpload {
  stream: Readable;
  size: number;
}

/** The names career leads refer to: every other kept file is an orphan. */
export async function referencedUploads(db: Queryable): Promise<Set<string>> {
  const rows = await db.query<{ resume_file: string; cover_letter_file: string }>('SELECT resume_file, cover_letter_file FROM career_leads');
  return new Set(rows.flatMap((row) => [row.resume_file, row.cover_letter_file]));
}

/**
 * Where the PDFs of career leads are kept: a folder of DATA_DIR with the embedded engine, the
 * database itself with PostgreSQL (see open-upload-store.ts). Either way a file is received into
 * `dir` under a name the server makes up, and `keepAll` answers only once the files are durable.
 */
export abstract class UploadStore {
  constructor(readonly dir: string) {}

  /** Starts receiving a file; `keepAll` or `discardAll` must follow. */
  begin(extension = '.pdf'): Promise<IncomingUpload> {
    return beginUpload(this.dir, extension);
  }

  /** Keeps received files durably; answers their names. On any failure nothing is kept. */
  abstract keepAll(uploads: IncomingUpload[]): Promise<string[]>;

  /** Removes kept files; names that are not kept are ignored. */
  abstract removeAll(names: string[]): Promise<void>;

  /** A kept file opened for reading; undefined when there is none of that name. */
  abstract open(name: string): Promise<StoredUpload | undefined>;

  /** A kept file's bytes; undefined when there is none of that name. */
  abstract read(name: string): Promise<Buffer | undefined>;

  /** A kept file's size in bytes; undefined when there is none of that name. */
  abstract sizeOf(name: string): Promise<number | undefined>;

  /** The names of every kept file. */
  abstract names(): Promise<string[]>;

  /**
   * Removes what a crash left: files being received and kept files no lead refers to, once older
   * than `orphanAgeMs` (another server may be receiving a file, or be between its file and its
   * row). Answers the names removed.
   */
  abstract sweep(db: Queryable, orphanAgeMs: number): Promise<string[]>;

  /** Drops files received for a lead that is not stored; safe to call more than once. */
  async discardAll(uploads: IncomingUpload[]): Promise<void> {
    await Promise.all(uploads.map((upload) => upload.discard()));
  }

  /** Keeps whole files at once (see begin and keepAll); on any failure nothing is kept. */
  async saveAll(contents: Buffer[], extension = '.pdf'): Promise<string[]> {
    const uploads: IncomingUpload[] = [];
    try {
      for (const content of contents) {
        const upload = await this.begin(extension);
        uploads.push(upload);
        await upload.write(content);
      }
    } catch (error) {
      await this.discardAll(uploads);
      throw error;
    }
    return this.keepAll(uploads);
  }
}
