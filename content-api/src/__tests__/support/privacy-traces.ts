import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import type { Database, Queryable } from '../../db/database';
import { insertCareerLead, insertContactLead } from '../../leads/lead-store';
import type { UploadStore } from '../../leads/upload-store';
import { CHANNELS, deliveryId } from '../../notifications/delivery-channels';

/** What a visitor sent that must not outlive an erasure. */
export interface Person {
  name: string;
  email: string;
  phone: string;
  message: string;
}

export const personTexts = (person: Person) => [person.name, person.email, person.phone, person.message];

/** Both forms sent by `person` (the PDFs carry their name), one delivery made and one waiting each, one handled. */
export async function storePersonLeads(db: Database, uploads: UploadStore, person: Person, emailAs = person.email) {
  const contact = await insertContactLead(db, { name: person.name, email: emailAs, phone: person.phone, subject: 'Enquiry', message: person.message });
  const [resumeFile, coverLetterFile] = await uploads.saveAll([
    Buffer.from(`%PDF-1.4 resume of ${person.name}`),
    Buffer.from(`%PDF-1.4 letter from ${person.name} ${person.phone}`),
  ]);
  const career = await insertCareerLead(
    db,
    { name: person.name, email: person.email.toUpperCase(), phone: person.phone, current_designation: 'Analyst', expected_salary: '12', current_salary: '9', message: person.message },
    { resumeFile, resumeOriginalName: `${person.name} resume.pdf`, coverLetterFile, coverLetterOriginalName: 'cover.pdf' },
  );
  for (const [lead, type] of [[contact, 'contact'], [career, 'career']] as const) {
    for (const channel of CHANNELS) {
      await db.query(
        `INSERT INTO lead_outbox (id, lead_id, lead_type, channel, created_at, next_attempt_at, attempts, delivered_at)
         VALUES ($1, $2, $3, $4, now(), now(), $5, $6) ON CONFLICT (id) DO NOTHING`,
        [deliveryId(lead.id, channel), lead.id, type, channel, channel === 'email' ? 1 : 0, channel === 'email' ? new Date() : null],
      );
      if (channel === 'email') await db.leadJournal?.append({ op: 'delivered', id: deliveryId(lead.id, channel) });
    }
  }
  await db.query(`INSERT INTO lead_handling (lead_id, lead_type) VALUES ($1, 'contact')`, [contact.id]);
  await db.query(`INSERT INTO inbox_audit (action, lead_type, lead_id, client) VALUES ('view-lead', 'contact', $1, '127.0.0.1')`, [contact.id]);
  return { contact, career, files: [resumeFile, coverLetterFile] };
}

/** Every row of every table of the schema, as text, that holds one of `texts` (any case). */
export async function rowsHolding(db: Queryable, texts: readonly string[]): Promise<string[]> {
  const tables = await db.query<{ table_name: string }>(
    `SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'`,
  );
  const found: string[] = [];
  for (const { table_name: table } of tables) {
    for (const text of texts) {
      // Bytes (the PDFs kept in PostgreSQL) are read as text, not as the hex a row's text shows.
      const bytes = table === 'lead_uploads' ? ` OR strpos(lower(encode(t.content, 'escape')), lower($1)) > 0` : '';
      const rows = await db.query<{ row: string }>(
        `SELECT t::text AS row FROM "${table}" AS t WHERE strpos(lower(t::text), lower($1)) > 0${bytes}`,
        [text],
      );
      found.push(...rows.map((row) => `${table}: ${row.row}`));
    }
  }
  return found;
}

/** Files under `dir` (not the database's own folder) whose name or bytes hold one of `texts`. */
export async function filesHolding(dir: string, texts: readonly string[]): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  const found: string[] = [];
  for (const entry of entries) {
    const file = path.join(entry.parentPath, entry.name);
    if (!entry.isFile() || file.split(path.sep).includes('pgdata')) continue;
    const bytes = (await readFile(file)).toString('latin1').toLowerCase();
    if (texts.some((text) => bytes.includes(text.toLowerCase()) || file.toLowerCase().includes(text.toLowerCase()))) found.push(file);
  }
  return found;
}
