import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fromSource, packageDir } from '../../scripts/lib/api-process';
import { createTestDatabase } from './support/test-database';

const LONG_TOKEN = '9d2f61c0a7b84e3f95c1d8a2b6e07f43c1a59e2d';

/** Runs `content-api <args>` from source to its exit (60 s at most); answers what it printed. */
function runContentApi(args: string[], env: NodeJS.ProcessEnv) {
  const { NODE_OPTIONS: _nodeOptions, ...parentEnv } = process.env;
  const child = spawn(process.execPath, [...fromSource.server, ...args], {
    cwd: packageDir,
    env: { ...parentEnv, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    }),
  );
}

const hasStackTrace = (text: string) => /^\s+at .+:\d+/m.test(text);

let dataDir: string;
beforeEach(async () => {
  dataDir = path.join(await mkdtemp(path.join(os.tmpdir(), 'content-api-start-')), 'data');
});
afterEach(() => rm(path.dirname(dataDir), { recursive: true, force: true }));

describe('content-api --check-config', () => {
  it('prints the settings a start would use, secrets masked, and exits 0 without opening anything', async () => {
    const { code, stdout, stderr } = await runContentApi(['--check-config'], {
      PORT: '8080',
      DATA_DIR: dataDir,
      // Nothing listens there: a connection attempt would fail the command.
      DATABASE_URL: 'postgres://site:hunter2-password@127.0.0.1:9/site',
      LEADS_EXPORT_TOKEN: LONG_TOKEN,
      RECAPTCHA_SECRET: 'site-recaptcha-secret-value',
    });
    expect({ code, stderr }).toEqual({ code: 0, stderr: '' });
    const lines = stdout.trim().split('\n');
    expect(lines[0]).toMatch(/^# content-api configuration: valid/);
    expect(lines).toContain('PORT=8080');
    expect(lines).toContain('DATABASE_URL=postgres://site:****@127.0.0.1:9/site');
    expect(lines).toContain(`LEADS_EXPORT_TOKEN=**** (${LONG_TOKEN.length} characters)`);
    expect(lines).toContain('CAPTCHA_MODE=verify  # default');
    expect(stdout).not.toContain('hunter2');
    expect(stdout).not.toContain(LONG_TOKEN);
    expect(stdout).not.toContain('site-recaptcha-secret-value');
    expect(existsSync(dataDir)).toBe(false);
  }, 90_000);

  it('lists every wrong setting and exits 1', async () => {
    const { code, stdout, stderr } = await runContentApi(['--check-config'], {
      NODE_ENV: 'production',
      PORT: 'abc',
      CAPTCHA_MODE: 'test',
      LEADS_EXPORT_TOKEN: 'short',
      CORS_ORIGINS: 'https://www.group.example',
      PUBLIC_URL: 'https://api.group.example',
      RECAPTCHA_SECRET: 'site-recaptcha-secret-value',
    });
    expect(code).toBe(1);
    expect(stdout).toBe('');
    expect(stderr.trim().split('\n')).toEqual([
      'content-api: not started, the configuration is wrong:',
      '  PORT must be a whole number from 0 to 65535, got "abc"',
      '  LEADS_EXPORT_TOKEN must be at least 32 characters long (e.g. the output of openssl rand -hex 32), got 5',
      '  CAPTCHA_MODE must be "verify" when NODE_ENV=production, got "test" (the test mode accepts a fixed, public token)',
    ]);
  }, 90_000);

  it('names an argument it does not know', async () => {
    const { code, stderr } = await runContentApi(['--chek-config'], {});
    expect(code).toBe(2);
    expect(stderr).toBe('content-api: unknown argument "--chek-config" (the only one is --check-config)\n');
  }, 90_000);
});

describe('content-api start', () => {
  it('refuses a wrong configuration before opening anything', async () => {
    const { code, stderr } = await runContentApi([], { DATA_DIR: dataDir, PORT: '99999', LEADS_EXPORT_TOKEN: 'x' });
    expect(code).toBe(1);
    expect(stderr).toContain('  PORT must be a whole number from 0 to 65535, got "99999"');
    expect(stderr).toContain('  LEADS_EXPORT_TOKEN must be at least 32 characters long');
    expect(hasStackTrace(stderr)).toBe(false);
    expect(existsSync(dataDir)).toBe(false);
  }, 90_000);

  it('says in one line which port is taken and which variable to change, and exits 1', async () => {
    const taken = net.createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const { port } = taken.address() as AddressInfo;
    const database = await createTestDatabase();
    try {
      const { code, stdout, stderr } = await runContentApi([], {
        HOST: '127.0.0.1',
        PORT: String(port),
        DATA_DIR: dataDir,
        CAPTCHA_MODE: 'test',
        ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}),
      });
      expect(code).toBe(1);
      expect(stderr).toBe(`content-api: port ${port} is already in use (set PORT to another port)\n`);
      expect(hasStackTrace(stdout + stderr)).toBe(false);
    } finally {
      await new Promise((resolve) => taken.close(resolve));
      await database.drop();
    }
  }, 90_000);
});
