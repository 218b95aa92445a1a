import { mkdir, writeFile } from 'node:fs/promises';
import { loadConfig, resolveFromInvocation } from '../config';
import type { Database } from '../db/database';
import { openDatabase } from '../db/open-database';
import type { PasswordSource } from '../inbox/read-password';
import { openUploadStore } from './open-upload-store';
import type { UploadStore } from './upload-store';

/** The database and PDFs a leads command works on. */
export interface CommandData {
  db: Database;
  uploads: UploadStore;
}

/** Files a command writes for its operator (--out): where the command was started, as its user. */
export interface OutputFiles {
  /** Creates the folder and those above it when missing. */
  makeFolder(folder: string): Promise<void>;
  write(file: string, data: string | Uint8Array, mode?: number): Promise<void>;
}

/** What every leads command is given; `data` and `files` default to DATA_DIR / DATABASE_URL and this process's file system. */
export interface CommandIo {
  /** The settings (DATA_DIR, DATABASE_URL) and INIT_CWD, where relative paths start. */
  env: NodeJS.ProcessEnv;
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  /** Where `leads users add` reads a password from. */
  password?: PasswordSource;
  /** Lends the running server's open database (the control socket); without it the command opens its own. */
  data?: <T>(work: (data: CommandData) => Promise<T>) => Promise<T>;
  files?: OutputFiles;
}

export const localFiles: OutputFiles = {
  async makeFolder(folder) {
    await mkdir(folder, { recursive: true });
  },
  write: (file, data, mode) => writeFile(file, data, mode === undefined ? undefined : { mode }),
};

/** Opens the database of `io.env` for `work` and closes it after, or uses the one lent in `io.data`. */
export async function withCommandData<T>(io: CommandIo, work: (data: CommandData) => Promise<T>): Promise<T> {
  if (io.data) return io.data(work);
  const config = loadConfig(io.env);
  const db = await openDatabase(config);
  try {
    return await work({ db, uploads: openUploadStore(config, db) });
  } finally {
    await db.close();
  }
}

/** A path the operator typed, from where the command was started. */
export const typedPath = (io: CommandIo, value: string) => resolveFromInvocation(io.env, value);

export const outputFiles = (io: CommandIo) => io.files ?? localFiles;
