import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { insertCareerLead, insertContactLead } from '../leads/lead-store';
import { runLeadsCommand } from '../leads/leads-command';
import { createTestEnvironment } from './support/test-server';
import type { TestEnvironment } from './support/test-server';

let env: TestEnvironment;
let commandEnv: NodeJS.ProcessEnv;

beforeAll(async () => {
  env = await createTestEnvironment();
  commandEnv = {
    DATA_DIR: env.config.dataDir,
    ...(env.config.databaseUrl ? { DATABASE_URL: env.config.databaseUrl } : {}),
    INIT_CWD: env.config.dataDir,
  };
  const db = await env.openDb();
  await insertContactLead(db, { name: 'Plain Person', email: 'plain@example.com', phone: '9000000001', subject: 'Hello', message: 'Simple' });
  await insertContactLead(db, {
    name: '=HYPERLINK("x")',
    email: 'tricky@example.com',
    phone: '9000000002',
    subject: 'Quotes, commas',
    message: 'Line one, "quoted"\nline two',
  });
  await insertCareerLead(
    db,
    { name: 'Asha Verma', email: 'asha@example.com', phone: '9876543210', current_designation: 'Analyst', expected_salary: '12', current_salary: '9', message: 'Hi' },
    { resumeFile: 'r.pdf', resumeOriginalName: 'resume.pdf', coverLetterFile: 'c.pdf', coverLetterOriginalName: 'cover.pdf' },
  );
  await db.close();
});
afterAll(() => env.cleanup());

async function run(...args: string[]) {
  let stdout = '';
  let stderr = '';
  const code = await runLeadsCommand(args, {
    env: commandEnv,
    stdout: (text) => (stdout += text),
    stderr: (text) => (stderr += text),
  });
  return { code, stdout, stderr };
}

describe('leads export', () => {
  it('writes contact leads as CSV, quoted where needed and safe to open in a spreadsheet', async () => {
    const { code, stdout } = await run('export', '--type', 'contact', '--format', 'csv');
    expect(code).toBe(0);
    const lines = stdout.split('\r\n');
    expect(lines[0]).toBe('id,created_at,name,email,phone,subject,message');
    expect(lines[1]).toMatch(/^[0-9a-f-]{36},\d{4}-\d\d-\d\dT[\d:.]+Z,Plain Person,plain@example.com,9000000001,Hello,Simple$/);
    expect(stdout).toContain(`,"'=HYPERLINK(""x"")",tricky@example.com,9000000002,"Quotes, commas","Line one, ""quoted""\nline two"\r\n`);
  });

  it('writes career leads as JSON with the stored file names', async () => {
    const { code, stdout } = await run('export', '--type', 'career', '--format', 'json');
    expect(code).toBe(0);
    expect(JSON.parse(stdout)).toEqual([
      expect.objectContaining({ name: 'Asha Verma', resume_file: 'r.pdf', resume_original_name: 'resume.pdf', cover_letter_file: 'c.pdf' }),
    ]);
  });

  it('writes to --out, relative to where the command was started', async () => {
    const { code, stderr } = await run('export', '--type', 'contact', '--format', 'json', '--out', 'contacts.json');
    expect(code).toBe(0);
    expect(stderr).toContain('Wrote 2 contact leads');
    const written = JSON.parse(await readFile(path.join(env.config.dataDir, 'contacts.json'), 'utf8'));
    expect(written.map((lead: { email: string }) => lead.email)).toEqual(['plain@example.com', 'tricky@example.com']);
  });

  it('refuses an export without a type or format', async () => {
    expect((await run('export', '--format', 'csv')).stderr).toContain('--type must be contact or career');
    const result = await run('export', '--type', 'contact', '--format', 'xml');
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('--format must be csv or json');
  });
});

describe('leads list', () => {
  it('lists both kinds of lead', async () => {
    const { code, stdout } = await run('list');
    expect(code).toBe(0);
    expect(stdout).toContain('contact leads: 2');
    expect(stdout).toContain('Plain Person <plain@example.com>');
    expect(stdout).toContain('career leads: 1');
    expect(stdout).toContain('Asha Verma <asha@example.com> 9876543210  Analyst');
  });

  it('lists only leads since a date', async () => {
    expect((await run('list', '--type', 'contact', '--since', '2000-01-01')).stdout).toContain('contact leads: 2');
    const future = (await run('list', '--type', 'contact', '--since', '2999-01-01')).stdout;
    expect(future).toBe('contact leads: 0\n');
    expect((await run('list', '--since', 'yesterday-ish')).stderr).toContain('--since is not a date');
  });

  it('explains its usage for an unknown command', async () => {
    const { code, stderr } = await run('delete');
    expect(code).toBe(2);
    expect(stderr).toContain('Unknown command "delete"');
    expect(stderr).toContain('leads export --type contact|career --format csv|json [--out FILE]');
  });
});

describe('visitor text that would drive the terminal', () => {
  let hostileEnv: TestEnvironment;
  let hostileCommandEnv: NodeJS.ProcessEnv;
  // Stored before the API refused such text: a name that forges a line and turns the terminal red.
  const forgedName = 'Mallory\n2099-01-01T00:00:00.000Z  forged-id  Trusted Person <ok@example.com> 9000000009  \x1b[31mRed';
  const subject = 'Clear\u009b2Jscreen\u007f';

  beforeAll(async () => {
    hostileEnv = await createTestEnvironment();
    hostileCommandEnv = {
      DATA_DIR: hostileEnv.config.dataDir,
      ...(hostileEnv.config.databaseUrl ? { DATABASE_URL: hostileEnv.config.databaseUrl } : {}),
      INIT_CWD: hostileEnv.config.dataDir,
    };
    const db = await hostileEnv.openDb();
    await insertContactLead(db, { name: forgedName, email: 'mallory@example.com', phone: '9000000003', subject, message: 'Line one\nline two' });
    await db.close();
  });
  afterAll(() => hostileEnv.cleanup());

  const runHostile = async (...args: string[]) => {
    let stdout = '';
    const code = await runLeadsCommand(args, { env: hostileCommandEnv, stdout: (text) => (stdout += text), stderr: () => {} });
    return { code, stdout };
  };
  // eslint-disable-next-line no-control-regex
  const RAW_CONTROLS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

  it('lists one line per lead, control characters shown as escapes', async () => {
    const { code, stdout } = await runHostile('list', '--type', 'contact');
    expect(code).toBe(0);
    const lines = stdout.split('\n');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toBe('contact leads: 1');
    expect(lines[1]).toContain('Mallory\\n2099-01-01T00:00:00.000Z  forged-id  Trusted Person <ok@example.com> 9000000009  \\x1b[31mRed <mallory@example.com>');
    expect(lines[1]).toContain('Clear\\u009b2Jscreen\\x7f');
    expect(lines[2]).toBe('');
    expect(stdout).not.toMatch(RAW_CONTROLS);
  });

  it('exports CSV whose cells keep their line breaks inside quotes, other control characters escaped', async () => {
    const { stdout } = await runHostile('export', '--type', 'contact', '--format', 'csv');
    expect(stdout).toContain(`,"Mallory\n2099-01-01T00:00:00.000Z  forged-id  Trusted Person <ok@example.com> 9000000009  \\x1b[31mRed",`);
    expect(stdout).toContain(',Clear\\u009b2Jscreen\\x7f,');
    expect(stdout).not.toMatch(RAW_CONTROLS);
  });

  it('exports JSON that reads back as the stored text, with no raw control character', async () => {
    const { stdout } = await runHostile('export', '--type', 'contact', '--format', 'json');
    expect(stdout).not.toMatch(RAW_CONTROLS);
    expect(JSON.parse(stdout)).toEqual([expect.objectContaining({ name: forgedName, subject })]);
  });
});
