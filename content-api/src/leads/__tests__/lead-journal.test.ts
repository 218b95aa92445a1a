import { appendFile, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { journalFile, openDatabase } from '../../db/open-database';
import { LeadJournal, encodeRecord, parseJournal } from '../lead-journal';
import type { JournalRecord } from '../lead-journal';
import { contactLeadRow } from '../lead-rows';
import { insertContactLead, listLeads } from '../lead-store';
import { testDatabaseUrl } from '../../__tests__/support/test-database';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'content-api-journal-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const lead = (index: number): JournalRecord => ({
  op: 'lead',
  type: 'contact',
  row: contactLeadRow({ name: `Person ${index}`, email: `p${index}@example.com`, phone: '9000000000', subject: 'Hi', message: 'Hello' }),
});

describe('the lead journal file', () => {
  it('holds every record appended at once, in whole lines', async () => {
    const file = path.join(dir, 'leads.journal');
    const { journal, created } = await LeadJournal.open(file);
    expect(created).toBe(true);
    const records = Array.from({ length: 50 }, (_, index) => lead(index));
    await Promise.all(records.map((record) => journal.append(record)));
    await journal.close();
    const parsed = parseJournal(await readFile(file));
    expect(parsed.records).toHaveLength(50);
    expect(parsed.records.map((record) => (record.op === 'lead' ? record.row.id : ''))).toEqual(
      expect.arrayContaining(records.map((record) => (record.op === 'lead' ? record.row.id : ''))),
    );
    await expect(journal.append(lead(99))).rejects.toThrow('closed');
  });

  it('cuts off a record torn by a crash, and appends after the last whole one', async () => {
    const file = path.join(dir, 'leads.journal');
    const whole = encodeRecord(lead(1));
    await writeFile(file, whole + encodeRecord(lead(2)).slice(0, 40));
    const { journal, contents, created } = await LeadJournal.open(file);
    expect(created).toBe(false);
    expect(contents.records).toHaveLength(1);
    expect((await stat(file)).size).toBe(Buffer.byteLength(whole));
    await journal.append(lead(3));
    await journal.close();
    expect(parseJournal(await readFile(file)).records).toHaveLength(2);
  });

  it('skips a damaged record between whole ones and counts it', async () => {
    const damaged = encodeRecord(lead(2)).replace('Person 2', 'Person X');
    const parsed = parseJournal(Buffer.from(encodeRecord(lead(1)) + damaged + encodeRecord(lead(3))));
    expect(parsed.records).toHaveLength(2);
    expect(parsed.damaged).toBe(1);
  });
});

// The journal belongs to the embedded engine; PostgreSQL flushes its own commits.
const embeddedOnly = testDatabaseUrl ? describe.skip : describe;

embeddedOnly('the embedded database with its journal', () => {
  // One folder through the three steps: creating a PGlite folder is the slow part.
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'content-api-journal-db-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));
  const settings = () => ({ dataDir, databaseUrl: undefined });
  const contactNames = async (notices: string[] = []) => {
    const db = await openDatabase(settings(), { notice: (message) => notices.push(message) });
    try {
      return (await listLeads(db, 'contact')).map((row) => row.name);
    } finally {
      await db.close();
    }
  };

  it('journals each acknowledged lead, and restores a lead the database lost', async () => {
    const db = await openDatabase(settings());
    const receipt = await insertContactLead(db, { name: 'Kept', email: 'kept@example.com', phone: '9000000001', subject: 'S', message: 'M' });
    // The database loses the row (as an unflushed page would after a power cut).
    await db.query('DELETE FROM contact_leads');
    await db.close();

    const notices: string[] = [];
    const reopened = await openDatabase(settings(), { notice: (message) => notices.push(message) });
    const restored = await listLeads(reopened, 'contact');
    await reopened.close();
    expect(restored).toEqual([expect.objectContaining({ id: receipt.id, name: 'Kept', created_at: receipt.createdAt })]);
    expect(notices).toEqual([`1 lead(s) restored from ${journalFile(dataDir)}`]);
  });

  it('replays nothing twice and leaves out a lead withdrawn after its row failed', async () => {
    const kept = lead(1);
    const withdrawn = lead(2);
    await appendFile(journalFile(dataDir), encodeRecord(kept) + encodeRecord(kept) + encodeRecord(withdrawn));
    await appendFile(journalFile(dataDir), encodeRecord({ op: 'cancel', id: withdrawn.op === 'lead' ? withdrawn.row.id : '' }));
    const notices: string[] = [];
    expect(await contactNames(notices)).toEqual(['Kept', 'Person 1']);
    expect(notices).toEqual([`1 lead(s) restored from ${journalFile(dataDir)}`]);
    expect(await contactNames()).toEqual(['Kept', 'Person 1']);
  });

  it('rebuilds a database folder that cannot be opened, with every journaled lead', async () => {
    // A power cut can leave the control file unreadable: the folder no longer opens.
    await writeFile(path.join(dataDir, 'pgdata', 'global', 'pg_control'), Buffer.alloc(8192, 0xff));
    const notices: string[] = [];
    expect(await contactNames(notices)).toEqual(['Kept', 'Person 1']);
    expect(notices[0]).toMatch(/could not be opened .*kept it as .*pgdata\.damaged-/);
  });

  it('gives a new journal the leads the database already holds', async () => {
    await rm(journalFile(dataDir));
    expect(await contactNames()).toEqual(['Kept', 'Person 1']);
    const { records } = parseJournal(await readFile(journalFile(dataDir)));
    expect(records.map((record) => (record.op === 'lead' ? record.row.name : record.op))).toEqual(['Kept', 'Person 1']);
  });
});
