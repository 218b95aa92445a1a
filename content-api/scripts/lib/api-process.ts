import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

export const packageDir = path.resolve(__dirname, '..', '..');

/** How to run content-api: from source (tests) or the built bundle (benchmark). */
export const fromSource = { server: ['--import', 'tsx', 'src/index.ts'], cli: ['--import', 'tsx', 'src/leads-cli.ts'] };
const fromBundle = { server: ['dist/index.js'], cli: ['dist/leads-cli.js'] };
export type Launch = typeof fromSource;
/** The build in `folder` beside dist/ (e.g. an earlier commit's copied to dist-base/, for a comparison). */
export const fromBundleIn = (folder: string): Launch =>
  folder === 'dist' ? fromBundle : { server: [`${folder}/index.js`], cli: [`${folder}/leads-cli.js`] };

export interface ApiProcess {
  baseUrl: string;
  pid: number;
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
  /** What the process wrote, for a failure message. */
  output(): string;
  /** SIGKILL: no handler runs, nothing is flushed. */
  crash(): Promise<void>;
  /** SIGTERM, then waits (bounded) for the exit code. */
  stop(timeoutMs?: number): Promise<number | null>;
}

/** A port free on the loopback interface right now. */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

function childEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  // The test runner's NODE_OPTIONS (vm modules) have nothing to do with the server.
  const { NODE_OPTIONS: _nodeOptions, ...rest } = process.env;
  return { ...rest, ...env };
}

const within = <T>(promise: Promise<T>, ms: number, what: string) =>
  Promise.race([
    promise,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`${what} took more than ${ms} ms`)), ms).unref()),
  ]);

/** Starts content-api on 127.0.0.1 and resolves once /health answers (at most `timeoutMs`). */
export async function startApiProcess(launch: Launch, env: NodeJS.ProcessEnv, timeoutMs = 60_000): Promise<ApiProcess> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, launch.server, {
    cwd: packageDir,
    env: childEnv({ HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn', CAPTCHA_MODE: 'test', ...env }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const baseUrl = `http://127.0.0.1:${port}`;
  const api: ApiProcess = {
    baseUrl,
    pid: child.pid as number,
    exited,
    output: () => output,
    async crash() {
      child.kill('SIGKILL');
      await within(exited, 10_000, 'Exit after SIGKILL');
    },
    async stop(ms = 20_000) {
      child.kill('SIGTERM');
      return within(exited, ms, 'A graceful stop');
    },
  };
  let gone = false;
  void exited.then(() => (gone = true));
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && !gone) {
    const healthy = await fetch(`${baseUrl}/health`, { signal: AbortSignal.timeout(2000) }).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return api;
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  if (!gone) await api.crash();
  throw new Error(`content-api did not start:\n${output}`);
}

/** Runs the leads command to its end (at most `timeoutMs`), `input` piped to it; answers its exit code and output. */
export async function runLeadsCli(launch: Launch, args: string[], env: NodeJS.ProcessEnv, { timeoutMs = 60_000, input }: { timeoutMs?: number; input?: string } = {}) {
  const child = spawn(process.execPath, [...launch.cli, ...args], { cwd: packageDir, env: childEnv(env), stdio: 'pipe' });
  child.stdin.end(input ?? '');
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
  const code = await new Promise<number | null>((resolve) => child.once('exit', (exitCode) => resolve(exitCode)));
  clearTimeout(timer);
  return { code, stdout, stderr };
}
