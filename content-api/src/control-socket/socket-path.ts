import path from 'node:path';

/** A Unix socket's path must fit sockaddr_un (108 bytes on Linux, 104 on macOS, with its NUL). */
const MAX_PATH_BYTES = 103;

/** Where a server on the embedded database takes leads commands; undefined when DATA_DIR is too deep for a socket. */
export function controlSocketPath(dataDir: string): string | undefined {
  const file = path.join(dataDir, 'leads.sock');
  return Buffer.byteLength(file) <= MAX_PATH_BYTES ? file : undefined;
}
