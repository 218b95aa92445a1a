import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { LeadJournal, parseJournal } from '../leads/lead-journal';
import type { JournalRecord } from '../leads/lead-journal';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'journal-rewrite-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const lead = (id: string, name: string): JournalRecord => ({
  op: 'lead',
  type: 'contact',
  row: { id, created_at: '2026-01-01T00:00:00.000Z', name, email: `${name}@example.com`, phone: '1', subject: 's', message: 'm' },
});

describe('rewriting the lead journal without some records', () => {
  it('leaves out those records, keeps the others and what is appended meanwhile, and leaves no other file', async () => {
    const file = path.join(dir, 'leads.journal');
    const { journal } = await LeadJournal.open(file);
    await journal.append(lead('a', 'asha'), lead('b', 'ravi'), { op: 'cancel', id: 'a' });
    const rewriting = journal.rewrite((record) => (record.op === 'lead' ? record.row.id !== 'a' : record.id !== 'a'));
    const appending = journal.append(lead('c', 'meera'));
    expect(await rewriting).toBe(2);
    await appending;
    await journal.append(lead('d', 'kiran'));
    await journal.close();

    const bytes = await readFile(file);
    expect(bytes.toString()).not.toContain('asha');
    const { records, damaged } = parseJournal(bytes);
    expect(damaged).toBe(0);
    expect(records.map((record) => (record.op === 'lead' ? record.row.name : record.op))).toEqual(['ravi', 'meera', 'kiran']);
    expect(await readdir(dir)).toEqual(['leads.journal']);
  });

  it('changes nothing when every record is kept', async () => {
    const file = path.join(dir, 'leads.journal');
    const { journal } = await LeadJournal.open(file);
    await journal.append(lead('a', 'asha'));
    expect(await journal.rewrite(() => true)).toBe(0);
    await journal.close();
    expect(parseJournal(await readFile(file)).records).toHaveLength(1);
  });
});
