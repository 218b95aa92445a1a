import { lstat, mkdir, mkdtemp, readFile, readdir, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { freePort, fromSource, runLeadsCli, startApiProcess } from '../../scripts/lib/api-process';
import type { ApiProcess } from '../../scripts/lib/api-process';
import { eventually } from './support/eventually';

// `pnpm leads` against a content-api process that holds the embedded database: every subcommand
// goes through the server's control socket and says what it says with the server stopped.

const SITE_ORIGIN = 'http://localhost:3000';
const PASSWORD = 'correct-horse-battery-staple';

let root: string;
let dataDir: string;
/** Where the command is started: --out paths are relative to it. */
let workDir: string;
let serverEnv: NodeJS.ProcessEnv;
let commandEnv: NodeJS.ProcessEnv;
const servers: ApiProcess[] = [];

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'content-api-leads-serving-'));
  dataDir = path.join(root, 'data');
  workDir = path.join(root, 'work');
  await mkdir(workDir);
  // A webhook nobody answers, retried an hour later: the outbox holds failed deliveries that stay put.
  serverEnv = {
    DATA_DIR: dataDir,
    LOG_LEVEL: 'info',
    LEADS_WEBHOOK_URL: `http://127.0.0.1:${await freePort()}/hooks/leads`,
    LEADS_WEBHOOK_SECRET: 'a-webhook-secret-for-the-leads-command-test',
    LEADS_DELIVERY_RETRY_MS: '3600000',
  };
  commandEnv = { DATA_DIR: dataDir, INIT_CWD: workDir };
});
afterAll(async () => {
  for (const server of servers) await server.crash().catch(() => {});
  await rm(root, { recursive: true, force: true });
});

async function startServer(): Promise<ApiProcess> {
  const api = await startApiProcess(fromSource, serverEnv);
  servers.push(api);
  return api;
}

const leads = (args: string[], input?: string) => runLeadsCli(fromSource, args, commandEnv, { input });
const socketPath = () => path.join(dataDir, 'leads.sock');

async function post(api: ApiProcess, route: string, body: BodyInit, headers: Record<string, string> = {}): Promise<string> {
  const response = await fetch(`${api.baseUrl}${route}`, { method: 'POST', headers: { origin: SITE_ORIGIN, ...headers }, body });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: { id: string } }).data.id;
}

const contact = (index: number) =>
  JSON.stringify({
    name: `Visitor Number${index}`,
    email: `visitor${index}@example.com`,
    phone: '9876543210',
    subject: `Enquiry ${index}`,
    message: `Lead ${index}, "quoted"\nsecond line`,
    recaptchaToken: 'test-captcha-token',
  });

function careerForm(): FormData {
  const form = new FormData();
  const fields = { name: 'Asha Verma', email: 'asha@example.com', phone: '9876543211', current_designation: 'Analyst', expected_salary: '12', current_salary: '9', message: 'Hello', recaptchaToken: 'test-captcha-token' };
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  form.set('resume', new Blob(['%PDF-1.4\n% resume\n%%EOF\n'], { type: 'application/pdf' }), 'resume.pdf');
  form.set('cover_letter', new Blob(['%PDF-1.4\n% cover letter\n%%EOF\n'], { type: 'application/pdf' }), 'cover.pdf');
  return form;
}

/** The commands that change nothing, and what each wrote to the work folder. */
const READING: string[][] = [
  ['list'],
  ['list', '--type', 'career', '--since', '2000-01-01'],
  ['export', '--type', 'contact', '--format', 'csv'],
  ['export', '--type', 'career', '--format', 'json'],
  ['export', '--type', 'contact', '--format', 'json', '--out', 'contacts.json'],
  ['outbox'],
  ['users', 'list'],
  ['person', 'ASHA@example.com'],
  ['person', 'asha@example.com', '--out', 'asha'],
  ['--help'],
  ['bogus'],
  ['export', '--type', 'contact'],
  ['outbox', 'retry', '00000000-0000-4000-8000-000000000000'],
  ['users', 'remove', 'nobody@example.com'],
];

/** An export's time of export is the one thing that differs from one run to the next. */
const timeless = (text: string) => text.replace(/"exported_at": "[^"]+"/g, '"exported_at": "…"');

async function written(): Promise<Record<string, string>> {
  const files: Record<string, string> = {};
  for (const entry of await readdir(workDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    const mode = ((await stat(file)).mode & 0o777).toString(8);
    files[path.relative(workDir, file)] = `${mode} ${timeless(await readFile(file, 'utf8'))}`;
  }
  await rm(workDir, { recursive: true, force: true });
  await mkdir(workDir);
  return files;
}

async function readAll() {
  const results = [];
  for (const args of READING) {
    const { code, stdout, stderr } = await leads(args);
    results.push({ args: args.join(' '), code, stdout: timeless(stdout), stderr });
  }
  return { results, files: await written() };
}

describe('pnpm leads while the server runs on the embedded database', () => {
  it('runs every subcommand through the server, as it runs with the server stopped, and directly after a kill -9', async () => {
    let api = await startServer();
    const socket = await stat(socketPath());
    expect(socket.isSocket()).toBe(true);
    expect(socket.mode & 0o777).toBe(0o600);

    const first = await post(api, '/contact-leads', contact(1), { 'content-type': 'application/json' });
    const second = await post(api, '/contact-leads', contact(2), { 'content-type': 'application/json' });
    const career = await post(api, '/career-leads', careerForm());
    await eventually(async () => /not yet delivered: 3 \(3 failed/.test((await leads(['outbox'])).stdout), 'three failed deliveries', 90_000);

    const served = await readAll();
    expect(served.results.find((result) => result.args === 'list')).toMatchObject({ code: 0, stderr: '' });
    expect(served.results.find((result) => result.args === 'list')?.stdout).toContain(`${first}  Visitor Number1 <visitor1@example.com>`);
    expect(served.results.find((result) => result.args === 'person asha@example.com --out asha')).toMatchObject({ code: 0, stderr: `Wrote 1 lead(s) and 2 file(s) to ${path.join(workDir, 'asha')}\n` });
    expect(Object.keys(served.files).sort()).toEqual([path.join('asha', 'person.json'), expect.stringMatching(/^asha\/.+\.pdf$/), expect.stringMatching(/^asha\/.+\.pdf$/), 'contacts.json'].sort());
    expect(Object.entries(served.files).find(([name]) => name.endsWith('.pdf'))?.[1]).toMatch(/^600 %PDF-1.4\n% (resume|cover letter)\n/);
    expect(served.results.map((result) => result.code)).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 2, 1, 1]);

    expect(await api.stop()).toBe(0);
    await expect(lstat(socketPath())).rejects.toMatchObject({ code: 'ENOENT' });
    const stopped = await readAll();
    expect(served).toEqual(stopped);

    // Changes: with the server stopped on one visitor, through the server on the other.
    const outbox = (await leads(['outbox'])).stdout;
    const deliveryOf = (lead: string) => new RegExp(`([0-9a-f-]{36})  \\w+ lead ${lead}`).exec(outbox)?.[1] as string;
    const change = async (visitor: number, lead: string, user: string) => {
      const results = [];
      for (const [args, input] of [
        [['forget', `visitor${visitor}@example.com`]],
        [['users', 'add', user], `${PASSWORD}\n`],
        [['users', 'add', user], `${PASSWORD}\n`],
        [['outbox', 'retry', deliveryOf(lead)]],
      ] as Array<[string[], string?]>) {
        const result = await leads(args, input);
        results.push({ ...result, stdout: result.stdout.replace(deliveryOf(lead), '<id>'), stderr: result.stderr.replace(user, '<user>') });
      }
      return results;
    };
    const changedStopped = await change(2, career, 'ops@group.example');
    api = await startServer();
    const changedServed = await change(1, career, 'hr@group.example');
    expect(changedServed).toEqual(changedStopped);
    expect(changedServed.map((result) => result.code)).toEqual([0, 0, 1, 0]);
    expect(changedServed[0].stdout).toBe('Erased 1 lead, 0 files, 1 journal record, 1 delivery (1 not yet sent), 0 handling marks\n');
    expect(changedServed[1].stderr).toBe('Added inbox user <user>\n');

    // What the server logged names the subcommands, never a visitor, an address or a password.
    expect(api.output()).toContain('"command":"forget","exitCode":0,"msg":"leads command run through the control socket"');
    for (const secret of ['visitor1', 'Visitor Number', 'hr@group.example', PASSWORD, first, second]) expect(api.output()).not.toContain(secret);

    // Killed: its socket stays behind, and the command opens the folder itself.
    await api.crash();
    expect((await lstat(socketPath())).isSocket()).toBe(true);
    const direct = await leads(['users', 'list']);
    expect(direct).toMatchObject({ code: 0, stderr: '' });
    expect(direct.stdout).toMatch(/^inbox users: 2\n/);
    expect(direct.stdout).toContain('  hr@group.example\n');
    expect(direct.stdout).toContain('  ops@group.example\n');
    const listed = await leads(['list']);
    expect(listed.stdout).toMatch(/^contact leads: 0\ncareer leads: 1\n/);

    // The next start replaces the stale socket and answers through it again.
    api = await startServer();
    expect(await leads(['list'])).toEqual(listed);
    expect(await api.stop()).toBe(0);
  }, 600_000);
});
