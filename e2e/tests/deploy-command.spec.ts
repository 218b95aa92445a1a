// `pnpm deploy:remote`: what it leaves in a deployment folder, and that a deployment killed at any
// moment leaves a folder every reader can still use. No browser: files and processes only.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { fakeRemoteBuild, readDeployment } from '../support/fake-remote-build.mjs';
import { runScript } from '../support/run-script';

const repo = path.resolve(__dirname, '../..');
const COMMAND = path.join(repo, 'scripts/deploy-remote.mjs');

const runCommand = (...args: string[]) => runScript('deploy-remote.mjs', args);

const deploy = (build: string, to: string, ...extra: string[]) => runCommand('news', '--to', to, '--build', build, ...extra);

const emptyFolder = () => fs.mkdtempSync(path.join(os.tmpdir(), 'deployment-'));
const history = (folder: string) => JSON.parse(fs.readFileSync(path.join(folder, '.deployments.json'), 'utf8')) as { files: string[] }[];

test.describe('pnpm deploy:remote', () => {
  test('serves the new build, and keeps the files of the builds before it', async () => {
    const to = emptyFolder();
    const first = fakeRemoteBuild('r1');
    const second = fakeRemoteBuild('r2');

    const run = await deploy(first.folder, to);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain('news: deployed');
    expect(readDeployment(to).entryRelease).toBe('r1');

    expect((await deploy(second.folder, to)).code).toBe(0);
    expect(readDeployment(to)).toEqual({ manifestRelease: 'r2', entryRelease: 'r2', chunks: second.chunks });
    expect(fs.readFileSync(path.join(to, 'server/remoteEntry.js'), 'utf8')).toBe('/* server r2 */');
    // A page that loaded r1's entry before the deploy still finds r1's chunks.
    for (const chunk of first.chunks) expect(fs.existsSync(path.join(to, chunk))).toBe(true);
    expect(history(to)).toHaveLength(2);
  });

  test('removes files only once no recent deployment lists them, and never a file it did not bring', async () => {
    const to = emptyFolder();
    fs.writeFileSync(path.join(to, 'notes.1a2b3c4d5e.txt'), 'put here by the team');
    const builds = ['r1', 'r2', 'r3'].map((release) => fakeRemoteBuild(release));
    for (const build of builds) expect((await deploy(build.folder, to, '--keep', '2', '--keep-hours', '0')).code).toBe(0);

    for (const chunk of builds[0]!.chunks) expect(fs.existsSync(path.join(to, chunk))).toBe(false);
    for (const chunk of [...builds[1]!.chunks, ...builds[2]!.chunks]) expect(fs.existsSync(path.join(to, chunk))).toBe(true);
    expect(fs.existsSync(path.join(to, 'notes.1a2b3c4d5e.txt'))).toBe(true);
    expect(history(to)).toHaveLength(2);

    // Rollback: the previous build again, whose files are still there.
    expect((await deploy(builds[1]!.folder, to, '--keep', '2', '--keep-hours', '0')).code).toBe(0);
    expect(readDeployment(to).entryRelease).toBe('r2');
  });

  test('refuses what is not a build, and changes nothing', async () => {
    const to = emptyFolder();
    const notABuild = emptyFolder();
    const run = await deploy(notABuild, to);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('is not a remote\'s build: remoteEntry.js is missing');
    expect(fs.readdirSync(to)).toEqual([]);

    const usage = await runCommand('nowhere');
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain('Usage: pnpm deploy:remote <home|ventures|news|company|forms> --to <folder>');

    const badHours = await deploy(fakeRemoteBuild('r1').folder, to, '--keep-hours', 'soon');
    expect(badHours.code).toBe(1);
    expect(badHours.stderr).toContain('the time to keep files must be 0 or more, got NaN ms');
    expect(fs.readdirSync(to)).toEqual([]);
  });

  test('killed at any moment, it leaves a folder that serves one whole build', async () => {
    test.setTimeout(120_000);
    const to = emptyFolder();
    const builds = [fakeRemoteBuild('r1', { chunks: 40, chunkBytes: 64 * 1024 }), fakeRemoteBuild('r2', { chunks: 40, chunkBytes: 64 * 1024 })];
    expect((await deploy(builds[0]!.folder, to)).code).toBe(0);

    let killed = 0;
    for (let attempt = 0; attempt < 30; attempt += 1) {
      const build = builds[attempt % 2]!;
      const child = spawn(process.execPath, [COMMAND, 'news', '--to', to, '--build', build.folder], { stdio: 'ignore' });
      const exited = new Promise((resolve) => child.on('exit', resolve));
      // Somewhere between the start of Node and the end of the copy.
      await new Promise((resolve) => setTimeout(resolve, 40 + Math.random() * 160));
      if (child.kill('SIGKILL')) killed += 1;
      await exited;
      // Whole files only, and every chunk the entry names; the manifest may still be the last
      // build's for a moment (it is written last), which readers handle: its files are kept.
      const seen = readDeployment(to);
      expect(['r1', 'r2']).toContain(seen.entryRelease);
      expect(['r1', 'r2']).toContain(seen.manifestRelease);
    }
    expect(killed).toBeGreaterThan(0);
    // A deployment run to its end after all that serves its build whole, and clears what the
    // killed ones left half-written.
    expect((await deploy(builds[1]!.folder, to)).code).toBe(0);
    expect(readDeployment(to).entryRelease).toBe('r2');
    expect(fs.readdirSync(to, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.tmp'))).toEqual([]);
  });

  test('staging with a staged-release limit, killed at any moment: releases.json names only whole release folders', async () => {
    test.setTimeout(120_000);
    const to = emptyFolder();
    expect((await deploy(fakeRemoteBuild('live', { named: true }).folder, to)).code).toBe(0);
    for (const release of ['before-1', 'before-2']) expect((await deploy(fakeRemoteBuild(release, { named: true }).folder, to, '--stage')).code).toBe(0);
    const named = () => {
      const state = JSON.parse(fs.readFileSync(path.join(to, 'releases.json'), 'utf8')) as { live: { release: string }; staged: { release: string }[] };
      return [state.live.release, ...state.staged.map((entry) => entry.release)];
    };
    let killed = 0;
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const build = fakeRemoteBuild(`staged-${attempt}`, { chunks: 40, chunkBytes: 64 * 1024, named: true });
      const child = spawn(process.execPath, [COMMAND, 'news', '--to', to, '--build', build.folder, '--stage', '--keep-staged=2', '--keep-hours=0'], { stdio: 'ignore' });
      const exited = new Promise((resolve) => child.on('exit', resolve));
      await new Promise((resolve) => setTimeout(resolve, 40 + Math.random() * 200));
      if (child.kill('SIGKILL')) killed += 1;
      await exited;
      for (const release of named()) expect(readDeployment(path.join(to, 'releases', release)).entryRelease).toBe(release);
      expect(readDeployment(to).entryRelease).toBe('live');
    }
    expect(killed).toBeGreaterThan(0);
    // One run to its end leaves the live release and the two newest staged ones, nothing else.
    expect((await deploy(fakeRemoteBuild('last', { named: true }).folder, to, '--stage', '--keep-staged=2', '--keep-hours=0')).code).toBe(0);
    expect(named()).toHaveLength(3);
    expect(named().slice(0, 1).concat(named().slice(-1))).toEqual(['live', 'last']);
    expect(fs.readdirSync(path.join(to, 'releases')).sort()).toEqual([...named()].sort());
    expect(fs.readdirSync(to, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.tmp'))).toEqual([]);
  });
});
