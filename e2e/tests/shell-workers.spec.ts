import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '../support/fixtures';
import { origin, ports, spareShellPorts } from '../support/ports.mjs';
import { startShell } from '../support/shell-process';
import type { ShellProcess } from '../support/shell-process';

const repo = path.resolve(__dirname, '../..');

/** The processes whose parent is `pid` (Linux). */
function childrenOf(pid: number): number[] {
  return fs
    .readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((name) => {
      try {
        // pid (comm) state ppid …: comm may hold spaces, so read after its closing parenthesis.
        const stat = fs.readFileSync(`/proc/${name}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid;
      } catch {
        return false;
      }
    })
    .map(Number);
}

const isRunning = (pid: number) => fs.existsSync(`/proc/${pid}`) && !/^State:\s+Z/m.test(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));

test.describe("the shell's server in several workers (WEB_CONCURRENCY)", () => {
  let shell: ShellProcess | undefined;

  test.beforeAll(async () => {
    shell = await startShell(spareShellPorts[3], { env: { WEB_CONCURRENCY: '2' } });
  });

  test.afterAll(async () => {
    await shell?.stop();
  });

  test('a worker that dies is replaced, and pages keep being served meanwhile', async ({ request }) => {
    const primary = shell!.pid;
    await expect.poll(() => childrenOf(primary).length).toBe(2);
    const [victim] = childrenOf(primary);
    process.kill(victim, 'SIGKILL');
    for (let i = 0; i < 10; i += 1) {
      const answer = await request.get(`${shell!.url}/news-centre`);
      expect(answer.status()).toBe(200);
      expect(await answer.text()).toContain('News Centre');
    }
    await expect.poll(() => childrenOf(primary).filter((pid) => pid !== victim && isRunning(pid)).length, { timeout: 15_000 }).toBe(2);
    expect((await request.get(`${shell!.url}/`)).status()).toBe(200);
  });

  test('stopping the server stops every worker', async () => {
    const primary = shell!.pid;
    const workers = childrenOf(primary);
    expect(workers).toHaveLength(2);
    await shell!.stop();
    shell = undefined;
    for (const pid of [primary, ...workers]) expect(isRunning(pid)).toBe(false);
  });
});

test('a port already in use stops the server with one line naming the port and its variable, rather than restarting workers in a loop', async () => {
  const child = spawn(process.execPath, [path.join(repo, 'site-server/dist/index.js')], {
    env: { ...process.env, PORT: String(ports.shell), WEB_CONCURRENCY: '2', API_BASE_URL: origin(ports.api), LOG_LEVEL: 'error' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr.on('data', (chunk) => (errors += String(chunk)));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  expect(code).toBe(1);
  expect(errors.trim()).toBe(`site-server: port ${ports.shell} is already in use (set PORT to another port)`);
});
