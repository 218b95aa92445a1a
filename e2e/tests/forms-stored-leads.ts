// What content-api stored, read the way the people receiving leads read it: its leads command.
import { execFile } from 'node:child_process';
import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { dataDir } from '../support/ports.mjs';

const repo = path.resolve(__dirname, '../..');
const run = promisify(execFile);

export type StoredLead = Record<string, string>;

/**
 * `leads export --type … --format json`. The running content-api holds its embedded database
 * open (one process at a time), so the command reads a copy of the data folder taken now.
 */
export async function storedLeads(type: 'contact' | 'career'): Promise<StoredLead[]> {
  const copy = await mkdtemp(path.join(os.tmpdir(), 'forms-leads-'));
  try {
    await cp(path.join(dataDir, 'pgdata'), path.join(copy, 'pgdata'), { recursive: true });
    const cli = path.join(repo, 'content-api/dist/leads-cli.js');
    const { stdout } = await run(process.execPath, [cli, 'export', '--type', type, '--format', 'json'], {
      env: { ...process.env, DATA_DIR: copy, DATABASE_URL: '' },
    });
    return JSON.parse(stdout) as StoredLead[];
  } finally {
    await rm(copy, { recursive: true, force: true });
  }
}

/** A file content-api stored with a career lead (under the name it made up). */
export const storedUpload = (name: string): Promise<Buffer> => readFile(path.join(dataDir, 'uploads', path.basename(name)));

/** A small but real PDF. */
export const pdf = (name: string, text = name) => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.from(`%PDF-1.4\n% ${text}\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`),
});

/** Makes names unique per run, so a test finds its own lead among the others. */
export const unique = (name: string) => `${name} ${Date.now().toString(36)}`;
