import { randomUUID } from 'node:crypto';
import { mkdir, open, readFile, rename, rm } from 'node:fs/promises';
import type { FileHandle } from 'node:fs/promises';
import path from 'node:path';

/** Files being written carry this ending until they are complete and flushed. */
export const TEMP_SUFFIX = '.partial';

/** Enough of a file's start to recognise its type. */
const HEAD_BYTES = 16;

/**
 * Starts receiving a file into `dir` under a name the server makes up (a visitor's file name never
 * reaches the file system): its bytes go to a temporary file as they arrive, never held in memory.
 */
export async function beginUpload(dir: string, extension: string): Promise<IncomingUpload> {
  await mkdir(dir, { recursive: true });
  const name = `${randomUUID()}${extension}`;
  const temporary = path.join(dir, `${name}${TEMP_SUFFIX}`);
  return new IncomingUpload(name, temporary, await open(temporary, 'wx', 0o600));
}

/** A file being received: written to a temporary name, kept or discarded once the lead is decided. */
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

  private takeHandle(): FileHandle {
    const handle = this.handle;
    if (!handle) throw new Error(`Upload ${this.name} is already closed`);
    this.handle = undefined;
    return handle;
  }

  /** Flushes the file to disk and renames it to `destination`. */
  async flushInto(destination: string): Promise<void> {
    const handle = this.takeHandle();
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(this.temporary, destination);
  }

  /** The whole file, once received; the temporary file stays until `discard`. */
  async contents(): Promise<Buffer> {
    await this.takeHandle().close();
    return readFile(this.temporary);
  }

  async discard(): Promise<void> {
    const handle = this.handle;
    this.handle = undefined;
    await handle?.close().catch(() => {});
    await rm(this.temporary, { force: true });
  }
}
