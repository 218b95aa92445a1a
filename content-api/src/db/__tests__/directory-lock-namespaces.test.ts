import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { acquireDirectoryLock, DatabaseInUseError } from '../directory-lock';
import { pidNamespaceRefusal, startHolder } from './support/holder-process';
import type { Holder } from './support/holder-process';

const refusal = pidNamespaceRefusal();
const inNamespaces = refusal ? describe.skip : describe;

let parent: string;
let dir: string;
let holder: Holder | undefined;
beforeEach(async () => {
  parent = await mkdtemp(path.join(os.tmpdir(), 'content-api-lock-ns-'));
  dir = path.join(parent, 'pgdata');
  holder = undefined;
});
afterEach(async () => {
  await holder?.kill();
  await rm(parent, { recursive: true, force: true });
});

inNamespaces(`the lock on the embedded database folder, held from another PID namespace${refusal ? ` (skipped: ${refusal})` : ''}`, () => {
  it('refuses a second opener here while the holder runs, and lets it in once the holder is killed with SIGKILL', async () => {
    holder = await startHolder(dir, { newPidNamespace: true });
    // The holder has another pid in its own namespace: this namespace's pids say nothing about it.
    const [, pidHere, pidThere] = /^NSpid:\s+(\d+)\s+(\d+)$/m.exec(await readFile(`/proc/${holder.pid}/status`, 'utf8')) ?? [];
    expect(Number(pidHere)).toBe(holder.pid);
    expect(JSON.parse(await readFile(`${dir}.lock`, 'utf8'))).toMatchObject({ pid: Number(pidThere) });

    await expect(acquireDirectoryLock(dir)).rejects.toThrow(DatabaseInUseError);
    await expect(acquireDirectoryLock(dir)).rejects.toThrow(
      `The database in ${dir} is in use by process ${pidThere} of another PID namespace (another container using the same folder?)`,
    );

    await holder.kill();
    const release = await acquireDirectoryLock(dir);
    await release();
  });
});
