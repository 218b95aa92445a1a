import { spawn } from 'node:child_process';
import path from 'node:path';
import { origin, ports, remotes } from './ports.mjs';
import type { RemoteName } from './ports.mjs';
import { waitForAnswer } from '@group/wait-for-answer';

const repo = path.resolve(__dirname, '../..');

export type ShellProcess = {
  url: string;
  pid: number;
  /** The JSON lines the server has logged so far (at LOG_LEVEL, error unless `env` says). */
  logLines: () => Record<string, unknown>[];
  stop: () => Promise<void>;
};

/**
 * A shell's server of its own, as operators run it (`node site-server/dist/index.js`), in a process
 * of its own: its server render holds one set of remotes per process. Remotes default to the
 * stack's; `remoteUrls` moves some of them. One worker unless `env` says otherwise, so that every
 * request of a test meets the same server (each worker notices a new deployment on its own).
 */
export async function startShell(port: number, options: { remoteUrls?: Partial<Record<RemoteName, string>>; env?: Record<string, string> } = {}): Promise<ShellProcess> {
  const env: Record<string, string> = {
    ...(process.env as Record<string, string>),
    PORT: String(port),
    API_BASE_URL: origin(ports.api),
    SITE_URL: origin(port),
    LOG_LEVEL: 'error',
    WEB_CONCURRENCY: '1',
    ...options.env,
  };
  for (const name of Object.keys(remotes) as RemoteName[]) {
    env[remotes[name].urlVariable] = options.remoteUrls?.[name] ?? `${origin(ports[name])}/mf-manifest.json`;
  }
  const child = spawn(process.execPath, [path.join(repo, 'site-server/dist/index.js')], { env, stdio: ['ignore', 'pipe', 'inherit'] });
  let logged = '';
  child.stdout?.on('data', (chunk: Buffer) => (logged += chunk.toString()));
  const url = origin(port);
  const stopped = () => child.exitCode !== null || child.signalCode !== null;
  await waitForAnswer(`${url}/`, {
    timeoutMs: 30_000,
    stillStarting: () => {
      if (stopped()) throw new Error(`the shell's server exited with ${child.signalCode ?? child.exitCode}`);
    },
  });
  return {
    url,
    pid: child.pid!,
    logLines: () =>
      logged
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as Record<string, unknown>),
    // As an operator stops it; a server still finishing answers after 5 s is killed.
    stop: () =>
      new Promise((resolve) => {
        if (stopped()) {
          // Stopped before it was asked to: say so, a crash would otherwise go unnoticed.
          console.error(`the shell's server on ${url} had already stopped (${child.signalCode ?? child.exitCode})`);
          return resolve();
        }
        const kill = setTimeout(() => child.kill('SIGKILL'), 5_000);
        child.once('exit', () => {
          clearTimeout(kill);
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}
