import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { acquireDirectoryLock } from '../directory-lock';
import { processStartTime } from '../process-start-time';

let parent: string;
let dir: string;
beforeEach(async () => {
  parent = await mkdtemp(path.join(os.tmpdir(), 'content-api-lock-'));
  dir = path.join(parent, 'pgdata');
});
afterEach(() => rm(parent, { recursive: true, force: true }));

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
});
