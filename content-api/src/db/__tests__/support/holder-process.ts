import { spawn, spawnSync } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

const packageDir = path.resolve(__dirname, '..', '..', '..', '..');
const holderScript = path.join(__dirname, 'hold-directory-lock.ts');

/** A process of its own that holds a data folder's lock until it is killed. */
export interface Holder {
  /** Its pid as the test's PID namespace sees it. */
  pid: number;
  /** SIGKILL: the holder runs no handler, and its lock goes with its open files. Resolves once it is gone. */
  kill(): Promise<void>;
}

/** Why a new PID namespace cannot be made here (unshare needs root or CAP_SYS_ADMIN), if it cannot. */
export function pidNamespaceRefusal(): string | undefined {
  const probe = spawnSync('unshare', ['--pid', '--fork', '--mount-proc', 'true']);
  if (probe.error) return `unshare could not run: ${probe.error.message}`;
  if (probe.status !== 0) return `unshare --pid is not permitted on this machine: ${probe.stderr.toString().trim()}`;
  return undefined;
}

/**
 * Starts a holder of `dir`'s lock and resolves once it holds it. With `newPidNamespace`, the holder
 * runs under `unshare --pid --mount-proc`, as in a container of its own: its pids and /proc are
 * not this namespace's.
 */
export async function startHolder(dir: string, options: { newPidNamespace?: boolean } = {}): Promise<Holder> {
  // The test runner's NODE_OPTIONS (vm modules) are not for the holder.
  const { NODE_OPTIONS: _nodeOptions, ...env } = process.env;
  const node = [process.execPath, '--import', 'tsx', holderScript, dir];
  const [command, ...args] = options.newPidNamespace ? ['unshare', '--pid', '--fork', '--mount-proc', '--kill-child', ...node] : node;
  const child: ChildProcess = spawn(command, args, { cwd: packageDir, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let stdout = '';
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      if (stdout.includes('held\n')) resolve();
    });
    void exited.then(() => reject(new Error(`The holder stopped before taking the lock: ${stderr.trim() || stdout.trim()}`)));
  });
  // Under unshare, the holder is unshare's only child; unshare exits once it has died.
  const pid = options.newPidNamespace
    ? Number((await readFile(`/proc/${child.pid}/task/${child.pid}/children`, 'utf8')).trim().split(' ')[0])
    : (child.pid as number);
  return {
    pid,
    async kill() {
      if (child.exitCode === null && child.signalCode === null) process.kill(pid, 'SIGKILL');
      await exited;
    },
  };
}
