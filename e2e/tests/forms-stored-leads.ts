// What content-api stored, read the way the people receiving leads read it: its leads export.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { LEADS_EXPORT_TOKEN, dataDir, origin, ports } from '../support/ports.mjs';

export type StoredLead = Record<string, string>;

/** `GET /leads/export?type=…` (JSON) on the running content-api, with the stack's export token. */
export async function storedLeads(type: 'contact' | 'career'): Promise<StoredLead[]> {
  const response = await fetch(`${origin(ports.api)}/leads/export?type=${type}&format=json`, {
    headers: { Authorization: `Bearer ${LEADS_EXPORT_TOKEN}` },
  });
  if (!response.ok) throw new Error(`leads export answered HTTP ${response.status}: ${await response.text()}`);
  return (await response.json()) as StoredLead[];
}

/** A file content-api stored with a career lead, under the name it made up (DATA_DIR/uploads). */
export const storedUpload = (name: string): Promise<Buffer> => readFile(path.join(dataDir, 'uploads', path.basename(name)));

/** A small but real PDF. */
export const pdf = (name: string, text = name) => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.from(`%PDF-1.4\n% ${text}\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`),
});

/** Makes names unique per run, so a test finds its own lead among the others. */
export const unique = (name: string) => `${name} ${Date.now().toString(36)}`;
