import { randomUUID } from 'node:crypto';
import { mkdir, open, rm } from 'node:fs/promises';
import path from 'node:path';

async function syncDirectory(dir: string): Promise<void> {
  const handle = await open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * Uploads live in DATA_DIR/uploads, outside every folder the server publishes, under names the
 * server makes up: a visitor's file name never reaches the file system.
 */
export class UploadStore {
  constructor(readonly dir: string) {}

  /** Writes the files and flushes them and their folder to disk; answers the stored names. */
  async saveAll(contents: Buffer[], extension = '.pdf'): Promise<string[]> {
    await mkdir(this.dir, { recursive: true });
    const names: string[] = [];
    try {
      for (const content of contents) {
        const name = `${randomUUID()}${extension}`;
        names.push(name);
        const handle = await open(path.join(this.dir, name), 'wx', 0o600);
        try {
          await handle.writeFile(content);
          await handle.sync();
        } finally {
          await handle.close();
        }
      }
      await syncDirectory(this.dir);
      return names;
    } catch (error) {
      await this.removeAll(names);
      throw error;
    }
  }

  async removeAll(names: string[]): Promise<void> {
    await Promise.all(names.map((name) => rm(path.join(this.dir, path.basename(name)), { force: true })));
  }

  pathOf(name: string): string {
    return path.join(this.dir, path.basename(name));
  }
}
