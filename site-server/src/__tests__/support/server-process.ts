import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const packageRoot = path.resolve(__dirname, '../../..');

/**
 * site-server's entry (src/index.ts) bundled as `node build.mjs` does, into a folder of
 * node_modules/.cache so that its dependencies resolve from the package: the server as operators
 * run it, from the source under test.
 */
export async function bundleServerEntry(): Promise<string> {
  const cache = path.join(packageRoot, 'node_modules/.cache');
  fs.mkdirSync(cache, { recursive: true });
  const outdir = fs.mkdtempSync(path.join(cache, 'site-server-entry-'));
  const pkg = JSON.parse(fs.readFileSync(path.join(packageRoot, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
  await build({
    absWorkingDir: packageRoot,
    entryPoints: { index: 'src/index.ts' },
    outdir,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    external: Object.keys(pkg.dependencies),
    logLevel: 'silent',
  });
  return path.join(outdir, 'index.js');
}

export type Finished = { code: number | null; stdout: string; stderr: string };

/** Runs `entry` with `args` in `env` alone (no variable of the test's own) until it exits. */
export function runServer(entry: string, args: string[], env: Record<string, string>): Promise<Finished> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [entry, ...args], { env: { PATH: process.env.PATH ?? '', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stdout, stderr }));
  });
}

export type RunningServer = {
  /** Standard output so far. */
  stdout: () => string;
  /** Stops it as an operator does (SIGTERM), or with `signal` (SIGKILL: as a crash would), and waits for it and its workers to exit. */
  stop: (signal?: NodeJS.Signals) => Promise<Finished>;
};

/** Runs `entry` in `env` alone until `ready` says what it has printed so far is enough. */
export function startServer(entry: string, env: Record<string, string>, ready: (stdout: string) => boolean): Promise<RunningServer> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [entry], { env: { PATH: process.env.PATH ?? '', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    const exited = new Promise<Finished>((done) => child.once('close', (code) => done({ code, stdout, stderr })));
    const running: RunningServer = {
      stdout: () => stdout,
      stop: (signal = 'SIGTERM') => {
        child.kill(signal);
        return exited;
      },
    };
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      if (ready(stdout)) resolve(running);
    });
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', reject);
    void exited.then(({ code }) => reject(new Error(`the server exited (${code}) before it was ready: ${stderr}`)));
  });
}
