// What content-api stored, read the way the people receiving leads read it: its leads export.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { leadsCommandEnv } from '../support/content-api-settings.mjs';
import { runLeadsCommand } from '../support/leads-command';
import { LEADS_EXPORT_TOKEN, origin, ports } from '../support/ports.mjs';

export type StoredLead = Record<string, string>;

/** `GET /leads/export?type=…` (JSON) on the running content-api, with the stack's export token. */
export async function storedLeads(type: 'contact' | 'career'): Promise<StoredLead[]> {
  const response = await fetch(`${origin(ports.api)}/leads/export?type=${type}&format=json`, {
    headers: { Authorization: `Bearer ${LEADS_EXPORT_TOKEN}` },
  });
  if (!response.ok) throw new Error(`leads export answered HTTP ${response.status}: ${await response.text()}`);
  return (await response.json()) as StoredLead[];
}

/**
 * A file content-api stored with a career lead, under the name it made up, as its operator gets
 * it whatever keeps it (a folder, or PostgreSQL behind several servers): `leads person <email>
 * --out FOLDER`, which copies the person's PDFs there under those names.
 */
export async function storedUpload(lead: StoredLead, column: 'resume_file' | 'cover_letter_file'): Promise<Buffer> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'e2e-person-'));
  try {
    const out = path.join(folder, 'person');
    const run = await runLeadsCommand(['person', lead.email, '--out', out], leadsCommandEnv());
    if (run.code !== 0) throw new Error(`leads person failed (${run.code}): ${run.stderr}`);
    return await readFile(path.join(out, path.basename(lead[column])));
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** A small but real PDF. */
export const pdf = (name: string, text = name) => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.from(`%PDF-1.4\n% ${text}\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`),
});

/** Makes names unique per run, so a test finds its own lead among the others. */
export const unique = (name: string) => `${name} ${Date.now().toString(36)}`;
