import { randomUUID } from 'node:crypto';
import { mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import type { FileHandle } from 'node:fs/promises';
import path from 'node:path';
import { syncDirectory } from '../fs/sync-directory';

/** Files being written carry this ending until they are complete and flushed. */
export const TEMP_SUFFIX = '.partial';

/**
 * Uploads live in DATA_DIR/uploads, outside every folder the server publishes, under names the
 * server makes up: a visitor's file name never reaches the file system.
 */
export class UploadStore {
  constructor(readonly dir: string) {}

  /**
   * Starts receiving a file: its bytes go to a temporary name in the store's folder as they
   * arrive, so a file is never held in memory. `keepAll` or `discardAll` must follow.
   */
  async begin(extension = '.pdf'): Promise<IncomingUpload> {
    await mkdir(this.dir, { recursive: true });
    const name = `${randomUUID()}${extension}`;
    const temporary = path.join(this.dir, `${name}${TEMP_SUFFIX}`);
    return new IncomingUpload(name, temporary, await open(temporary, 'wx', 0o600));
  }

  /**
   * Flushes each file, renames it into place and flushes the folder: a stored name always holds a
   * whole file. Answers the stored names; on any failure no file is left.
   */
  async keepAll(uploads: IncomingUpload[]): Promise<string[]> {
    try {
      // Every flush settles before any cleanup: a flush still running would rename its file in after it.
      const flushes = await Promise.allSettled(uploads.map((upload) => upload.flushInto(this.pathOf(upload.name))));
      const failed = flushes.find((flush): flush is PromiseRejectedResult => flush.status === 'rejected');
      if (failed) throw failed.reason;
      await syncDirectory(this.dir);
      return uploads.map((upload) => upload.name);
    } catch (error) {
      await this.discardAll(uploads);
      await this.removeAll(uploads.map((upload) => upload.name));
      throw error;
    }
  }

  /** Drops files received for a lead that is not stored; safe to call more than once. */
  async discardAll(uploads: IncomingUpload[]): Promise<void> {
    await Promise.all(uploads.map((upload) => upload.discard()));
  }

  /** Stores whole files at once (see begin and keepAll); on any failure no file is left. */
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

  async removeAll(names: string[]): Promise<void> {
    await Promise.all(
      names.flatMap((name) => {
        const file = path.join(this.dir, path.basename(name));
        return [rm(file, { force: true }), rm(`${file}${TEMP_SUFFIX}`, { force: true })];
      }),
    );
  }

  pathOf(name: string): string {
    return path.join(this.dir, path.basename(name));
  }

  /**
   * Removes what a crash left: temporary files and stored files no lead refers to, once older than
   * `orphanAgeMs` (another server sharing the folder may be receiving a file, or be between its
   * file and its row).
   * Answers the names removed.
   */
  async sweep(referenced: ReadonlySet<string>, orphanAgeMs: number, now = Date.now()): Promise<string[]> {
    const names = await readdir(this.dir).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [] as string[];
      throw error;
    });
    const removed: string[] = [];
    for (const name of names) {
      if (referenced.has(name)) continue;
      const file = path.join(this.dir, name);
      const info = await stat(file).catch(() => undefined);
      // A temporary file is as old as its last write: another server may still be receiving it.
      if (!info?.isFile() || now - info.mtimeMs < orphanAgeMs) continue;
      await rm(file, { force: true });
      removed.push(name);
    }
    if (removed.length > 0) await syncDirectory(this.dir);
    return removed;
  }
}

/** Enough of a file's start to recognise its type. */
const HEAD_BYTES = 16;

/** A file being received: written to a temporary name, kept in place or discarded once the lead is decided. */
export class IncomingUpload {
  private handle: FileHandle | undefined;
  private head = Buffer.alloc(0);
  size = 0;

  constructor(
    readonly name: string,
    private readonly temporary: string,
    handle: FileHandle,
  ) {
    this.handle = handle;
  }

  async write(chunk: Buffer): Promise<void> {
    if (!this.handle) throw new Error(`Upload ${this.name} is already closed`);
    if (this.head.length < HEAD_BYTES) this.head = Buffer.concat([this.head, chunk.subarray(0, HEAD_BYTES - this.head.length)]);
    let written = 0;
    while (written < chunk.length) {
      const { bytesWritten } = await this.handle.write(chunk, written, chunk.length - written);
      written += bytesWritten;
    }
    this.size += chunk.length;
  }

  /** Whether the file's first bytes are `prefix` (a file type's signature). */
  startsWith(prefix: Buffer): boolean {
    return prefix.length <= this.head.length && this.head.subarray(0, prefix.length).equals(prefix);
  }

  async flushInto(destination: string): Promise<void> {
    const handle = this.handle;
    if (!handle) throw new Error(`Upload ${this.name} is already closed`);
    this.handle = undefined;
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(this.temporary, destination);
  }

  async discard(): Promise<void> {
    const handle = this.handle;
    this.handle = undefined;
    await handle?.close().catch(() => {});
    await rm(this.temporary, { force: true });
  }
}
