import { randomUUID } from 'node:crypto';
import { mkdir, open, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

export interface VariantBody {
  body: Buffer | Readable;
  size: number;
}

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * Rendered variants on disk, one file per variant under a name made of its key. A name's file is
 * either absent or whole: it is written under a temporary name, flushed, then renamed. Nothing is
 * ever replaced (a new original gives new keys), so any file may be deleted at any time.
 */
export class VariantCache {
  constructor(private readonly dir: string) {}

  private pathOf(name: string): string {
    return path.join(this.dir, name);
  }

  /** The stored variant as a stream, or undefined when it is not stored. */
  async open(name: string): Promise<VariantBody | undefined> {
    const handle = await open(this.pathOf(name), 'r').catch((error: unknown) => {
      if (isMissing(error)) return undefined;
      throw error;
    });
    if (!handle) return undefined;
    try {
      const { size } = await handle.stat();
      return { body: handle.createReadStream(), size };
    } catch (error) {
      await handle.close();
      throw error;
    }
  }

  /** The stored variant's bytes, or undefined when it is not stored. */
  async read(name: string): Promise<Buffer | undefined> {
    return readFile(this.pathOf(name)).catch((error: unknown) => {
      if (isMissing(error)) return undefined;
      throw error;
    });
  }

  async write(name: string, content: Buffer): Promise<void> {
    await mkdir(this.dir, { recursive: true });
    const temporary = this.pathOf(`${name}.${randomUUID()}.partial`);
    try {
      const handle = await open(temporary, 'wx');
      try {
        await handle.writeFile(content);
        // Without the flush, a power cut soon after the rename could leave an empty file under
        // the name, and it would be served as the variant from then on.
        await handle.sync();
      } finally {
        await handle.close();
      }
      await rename(temporary, this.pathOf(name));
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }
}
