import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { acquireDirectoryLock } from '../directory-lock';
import { processStartTime } from '../process-start-time';
import { startHolder } from './support/holder-process';
import type { Holder } from './support/holder-process';

let parent: string;
let dir: string;
let holder: Holder | undefined;
beforeEach(async () => {
  parent = await mkdtemp(path.join(os.tmpdir(), 'content-api-lock-'));
  dir = path.join(parent, 'pgdata');
  holder = undefined;
});
afterEach(async () => {
  await holder?.kill();
  await rm(parent, { recursive: true, force: true });
});

describe('the lock on the embedded database folder', () => {
  it('is held until released, then free again', async () => {
    const release = await acquireDirectoryLock(dir);
    expect(JSON.parse(await readFile(`${dir}.lock`, 'utf8'))).toEqual({ pid: process.pid, startTime: await processStartTime(process.pid) });
    await expect(acquireDirectoryLock(dir)).rejects.toThrow('is already open in this process');
    await release();
    await (await acquireDirectoryLock(dir))();
  });

  it('refuses while another live process holds it', async () => {
    // The parent of this test process is alive and is not this process.
    await writeFile(`${dir}.lock`, String(process.ppid));
    await expect(acquireDirectoryLock(dir)).rejects.toThrow(`is in use by process ${process.ppid}`);
  });

  it('refuses while the process that wrote the lock still runs', async () => {
    await writeFile(`${dir}.lock`, JSON.stringify({ pid: process.ppid, startTime: await processStartTime(process.ppid) }));
    await expect(acquireDirectoryLock(dir)).rejects.toThrow(`is in use by process ${process.ppid}`);
  });

  it('takes over a lock whose pid now belongs to another process (it started at another time)', async () => {
    await writeFile(`${dir}.lock`, JSON.stringify({ pid: process.ppid, startTime: '1' }));
    await (await acquireDirectoryLock(dir))();
  });

  it('takes over a lock torn by a crash', async () => {
    await writeFile(`${dir}.lock`, '{"pid":');
    await (await acquireDirectoryLock(dir))();
  });

  it('takes over a lock left by a process that is gone, or by an earlier life of this pid', async () => {
    await writeFile(`${dir}.lock`, '2147483646');
    await (await acquireDirectoryLock(dir))();
    await writeFile(`${dir}.lock`, String(process.pid));
    await (await acquireDirectoryLock(dir))();
  });

  it('is emptied, not deleted, on release', async () => {
    await (await acquireDirectoryLock(dir))();
    expect(await readFile(`${dir}.lock`, 'utf8')).toBe('');
  });

  it('lets only one of two openers in this process in, when they ask at once', async () => {
    const results = await Promise.allSettled([acquireDirectoryLock(dir), acquireDirectoryLock(dir)]);
    const taken = results.filter((result) => result.status === 'fulfilled');
    expect(taken).toHaveLength(1);
    expect(results.find((result) => result.status === 'rejected')).toMatchObject({
      reason: expect.objectContaining({ message: `The database in ${dir} is already open in this process.` }),
    });
    await (taken[0] as PromiseFulfilledResult<() => Promise<void>>).value();
  });

  it('refuses while another process holds it, naming that process, and lets the next one in once it is killed with SIGKILL', async () => {
    holder = await startHolder(dir);
    await expect(acquireDirectoryLock(dir)).rejects.toThrow(`The database in ${dir} is in use by process ${holder.pid}.`);
    await holder.kill();
    await (await acquireDirectoryLock(dir))();
  });

  it('stays with its holder when the lock file is emptied or overwritten', async () => {
    holder = await startHolder(dir);
    await writeFile(`${dir}.lock`, '');
    await expect(acquireDirectoryLock(dir)).rejects.toThrow(`The database in ${dir} is in use by another process, which holds the lock on ${dir}.lock.`);
    await writeFile(`${dir}.lock`, '2147483646');
    await expect(acquireDirectoryLock(dir)).rejects.toThrow(`The database in ${dir} is in use by`);
  });
});
