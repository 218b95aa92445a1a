import { randomUUID } from 'node:crypto';
import { mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
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
   * Writes each file under a temporary name, flushes it, renames it into place and flushes the
   * folder: a stored name always holds a whole file. Answers the stored names; on any failure no
   * file is left.
   */
  async saveAll(contents: Buffer[], extension = '.pdf'): Promise<string[]> {
    await mkdir(this.dir, { recursive: true });
    const names = contents.map(() => `${randomUUID()}${extension}`);
    try {
      // Every write settles before any cleanup: a write still running would rename its file in after it.
      const writes = await Promise.allSettled(contents.map((content, index) => this.writeDurably(names[index], content)));
      const failed = writes.find((write): write is PromiseRejectedResult => write.status === 'rejected');
      if (failed) throw failed.reason;
      await syncDirectory(this.dir);
      return names;
    } catch (error) {
      await this.removeAll(names);
      throw error;
    }
  }

  private async writeDurably(name: string, content: Buffer): Promise<void> {
    const temporary = path.join(this.dir, `${name}${TEMP_SUFFIX}`);
    const handle = await open(temporary, 'wx', 0o600);
    try {
      await handle.writeFile(content);
      await handle.sync();
    } catch (error) {
      await handle.close();
      await rm(temporary, { force: true });
      throw error;
    }
    await handle.close();
    await rename(temporary, path.join(this.dir, name));
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
   * Removes what a crash left: temporary files, and stored files no lead refers to that are older
   * than `orphanAgeMs` (another server sharing the folder may be between its file and its row).
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
      if (!info?.isFile()) continue;
      const stale = name.endsWith(TEMP_SUFFIX) || now - info.mtimeMs >= orphanAgeMs;
      if (!stale) continue;
      await rm(file, { force: true });
      removed.push(name);
    }
    if (removed.length > 0) await syncDirectory(this.dir);
    return removed;
  }
}
