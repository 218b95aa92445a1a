import { open } from 'node:fs/promises';
import path from 'node:path';

/**
 * Flushes a folder's entries to disk, so a file created or renamed in it survives a power cut.
 * With `parentOf`, `target` is a file and its folder is flushed.
 */
export async function syncDirectory(target: string, { parentOf = false } = {}): Promise<void> {
  const handle = await open(parentOf ? path.dirname(target) : target, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}
