import { open, readdir, readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Queryable } from '../db/database';
import { syncDirectory } from '../fs/sync-directory';
import { TEMP_SUFFIX, UploadStore, referencedUploads } from './upload-store';
import type { IncomingUpload, StoredUpload } from './upload-store';

const missingAsUndefined = (error: NodeJS.ErrnoException) => {
  if (error.code === 'ENOENT' || error.code === 'EISDIR') return undefined;
  throw error;
};

/**
 * The embedded engine's store: files in DATA_DIR/uploads, outside every folder the server
 * publishes, under the names the server made up.
 */
export class FolderUploadStore extends UploadStore {
  /**
   * Flushes each file, renames it into place and flushes the folder: a stored name always holds a
   * whole file. On any failure no file is left.
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

  async removeAll(names: string[]): Promise<void> {
    if (names.length === 0) return;
    await Promise.all(
      names.flatMap((name) => {
        const file = this.pathOf(name);
        return [rm(file, { force: true }), rm(`${file}${TEMP_SUFFIX}`, { force: true })];
      }),
    );
    await syncDirectory(this.dir).catch(() => {});
  }

  /** The file of a name, always directly in the store's folder. */
  pathOf(name: string): string {
    return path.join(this.dir, path.basename(name));
  }

  async open(name: string): Promise<StoredUpload | undefined> {
    const handle = await open(this.pathOf(name), 'r').catch(missingAsUndefined);
    if (!handle) return undefined;
    try {
      const info = await handle.stat();
      if (info.isFile()) return { stream: handle.createReadStream(), size: info.size };
      await handle.close();
      return undefined;
    } catch (error) {
      await handle.close();
      throw error;
    }
  }

  read(name: string): Promise<Buffer | undefined> {
    return readFile(this.pathOf(name)).catch(missingAsUndefined);
  }

  async sizeOf(name: string): Promise<number | undefined> {
    const info = await stat(this.pathOf(name)).catch(missingAsUndefined);
    return info?.isFile() ? info.size : undefined;
  }

  async names(): Promise<string[]> {
    return (await this.entries()).filter((name) => !name.endsWith(TEMP_SUFFIX)).sort();
  }

  /** Everything in the folder, files being received too. */
  private entries(): Promise<string[]> {
    return readdir(this.dir).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [] as string[];
      throw error;
    });
  }

  async sweep(db: Queryable, orphanAgeMs: number): Promise<string[]> {
    return this.sweepFolder(await referencedUploads(db), orphanAgeMs);
  }

  /** Removes temporary files and files not in `referenced`, once older than `orphanAgeMs`. */
  async sweepFolder(referenced: ReadonlySet<string>, orphanAgeMs: number, now = Date.now()): Promise<string[]> {
    const names = await this.entries();
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
