import { findInboxUser } from '../inbox/inbox-users';
import { verifyPassword } from '../inbox/password-hash';
import type { PasswordSource } from '../inbox/read-password';
import { runLeadsCommand } from '../leads/leads-command';
import { createTestEnvironment } from './support/test-server';
import type { TestEnvironment } from './support/test-server';

let env: TestEnvironment;
let commandEnv: NodeJS.ProcessEnv;

beforeAll(async () => {
  env = await createTestEnvironment();
  commandEnv = { DATA_DIR: env.config.dataDir, ...(env.config.databaseUrl ? { DATABASE_URL: env.config.databaseUrl } : {}) };
});
afterAll(() => env.cleanup());

/** Answers `answers` in turn, as a terminal (typed) or a pipe would; remembers the prompts. */
function passwords(typed: boolean, ...answers: string[]): PasswordSource & { prompts: string[] } {
  const prompts: string[] = [];
  return {
    typed,
    prompts,
    read: async (prompt) => {
      prompts.push(prompt);
      return answers.shift() ?? '';
    },
  };
}

async function run(args: string[], password?: PasswordSource) {
  let stdout = '';
  let stderr = '';
  const code = await runLeadsCommand(args, { env: commandEnv, stdout: (text) => (stdout += text), stderr: (text) => (stderr += text), password });
  return { code, stdout, stderr };
}

async function storedUser(email: string) {
  const db = await env.openDb();
  try {
    return await findInboxUser(db, email);
  } finally {
    await db.close();
  }
}

describe('leads users', () => {
  it('adds a user with a password piped in, stored as a hash that verifies', async () => {
    const { code, stderr } = await run(['users', 'add', 'hr@example.com'], passwords(false, 'Piped-Password-2025'));
    expect(code).toBe(0);
    expect(stderr).toBe('Added inbox user hr@example.com\n');
    const user = await storedUser('hr@example.com');
    expect(user?.passwordHash).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(user?.passwordHash).not.toContain('Piped-Password-2025');
    expect(await verifyPassword('Piped-Password-2025', user?.passwordHash ?? '')).toBe(true);
  });

  it('asks twice at a terminal, and changes nothing when the two differ', async () => {
    const differ = passwords(true, 'Typed-Password-2025', 'Typed-Password-2024');
    const refused = await run(['users', 'add', 'front@example.com'], differ);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toBe('The passwords differ; nothing was changed\n');
    expect(differ.prompts).toEqual(['Password for front@example.com: ', 'Repeat the password: ']);
    expect(await storedUser('front@example.com')).toBeUndefined();
    expect((await run(['users', 'add', 'front@example.com'], passwords(true, 'Typed-Password-2025', 'Typed-Password-2025'))).code).toBe(0);
  });

  it('refuses a short password, a second account for the same e-mail in any case, and what is no e-mail', async () => {
    const short = await run(['users', 'add', 'short@example.com'], passwords(false, 'too-short'));
    expect(short.code).toBe(1);
    expect(short.stderr).toBe('The password must be at least 12 characters long; nothing was changed\n');
    const again = await run(['users', 'add', 'HR@example.com'], passwords(false, 'Another-Password-2025'));
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('An inbox user HR@example.com already exists');
    expect(await verifyPassword('Piped-Password-2025', (await storedUser('hr@example.com'))?.passwordHash ?? '')).toBe(true);
    const notAnEmail = await run(['users', 'add', 'hr'], passwords(false, 'Some-Password-2025'));
    expect(notAnEmail.code).toBe(2);
    expect(notAnEmail.stderr).toMatch(/^"hr" is not an e-mail address\n\nUsage:/);
    expect((await run(['users', 'add'])).code).toBe(2);
    expect((await run(['users', 'rename', 'hr@example.com'])).stderr).toMatch(/^Unknown users command "rename"/);
  });

  it('lists the users and removes one, ending their sign-ins', async () => {
    const listed = await run(['users', 'list']);
    expect(listed.code).toBe(0);
    expect(listed.stdout).toMatch(/^inbox users: 2\n {2}\S+ {2}front@example.com\n {2}\S+ {2}hr@example.com\n$/);
    const removed = await run(['users', 'remove', 'front@example.com']);
    expect(removed.code).toBe(0);
    expect(removed.stderr).toBe('Removed inbox user front@example.com; their sign-ins have ended\n');
    expect(await storedUser('front@example.com')).toBeUndefined();
    expect((await run(['users', 'remove', 'front@example.com'])).code).toBe(1);
  });

  it('is in the usage', async () => {
    const { stdout } = await run(['--help']);
    expect(stdout).toContain('leads users add EMAIL');
    expect(stdout).toContain('leads users remove EMAIL');
  });
});
