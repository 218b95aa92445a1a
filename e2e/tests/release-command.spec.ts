// `pnpm deploy:remote` with releases (`--stage`, the lock, release folders) and `pnpm release`:
// what they leave in a deployment folder and what they print. No browser: files and processes.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect, test } from '@playwright/test';
import { fakeRemoteBuild, readDeployment } from '../support/fake-remote-build.mjs';
import { finished, runScript, startScript } from '../support/run-script';

type Releases = {
  live: { release: string; deployedAt: string } | null;
  canary: { release: string; percent: number; startedAt: string } | null;
  aborted: { release: string; percent: number; startedAt: string; abortedAt: string; by: string; reason: string | null } | null;
  staged: { release: string; deployedAt: string }[];
  history: { release: string; deployedAt: string; liveFrom: string; liveUntil: string }[];
};

const SECRET = 'preview-secret-for-tests-0123456789abcdef';
const emptyFolder = () => fs.mkdtempSync(path.join(os.tmpdir(), 'deployment-'));
const named = (release: string) => fakeRemoteBuild(release, { named: true });
const deploy = (build: string, to: string, ...extra: string[]) => runScript('deploy-remote.mjs', ['news', '--to', to, '--build', build, ...extra]);
const release = (...args: string[]) => runScript('release.mjs', args, { SITE_URL: 'https://www.example.com', RELEASE_PREVIEW_SECRET: SECRET });
const releasesOf = (to: string) => JSON.parse(fs.readFileSync(path.join(to, 'releases.json'), 'utf8')) as Releases;
const liveRelease = (to: string) => readDeployment(to).manifestRelease;

/** Runs a command expected to succeed, with its output in the failure's message. */
async function succeeds(run: Promise<{ code: number | null; stdout: string; stderr: string }>): Promise<string> {
  const { code, stdout, stderr } = await run;
  expect(code, `${stdout}\n${stderr}`).toBe(0);
  return stdout;
}

/** A process holding the folder's lock (as a deploy in progress does) until `release()`. */
async function holdLock(to: string) {
  const child = startScript('../e2e/support/hold-lock.mjs', [to]);
  const ended = finished(child);
  await new Promise<void>((resolve) => child.stdout.once('data', () => resolve()));
  return { pid: child.pid!, release: async () => (child.stdin.end(), await ended) };
}

test.describe('pnpm deploy:remote, releases', () => {
  test('parses its options strictly: --keep=3 and --keep 3 alike, unknown options refused, --help', async () => {
    const to = emptyFolder();
    const builds = ['r1', 'r2', 'r3', 'r4'].map(named);
    await succeeds(deploy(builds[0]!.folder, to, '--keep=1', '--keep-hours=0'));
    await succeeds(deploy(builds[1]!.folder, to, '--keep', '1', '--keep-hours', '0'));
    // --keep 1: the first release's files and folder went once the second was live.
    for (const chunk of builds[0]!.chunks) expect(fs.existsSync(path.join(to, chunk))).toBe(false);
    expect(fs.readdirSync(path.join(to, 'releases'))).toEqual(['r2']);

    const unknown = await deploy(builds[2]!.folder, to, '--kep=3');
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('[deploy:remote] unknown option --kep');
    expect(unknown.stderr).toContain('Usage: pnpm deploy:remote');
    const badWait = await deploy(builds[2]!.folder, to, '--wait', 'later');
    expect(badWait.code).toBe(2);
    expect(badWait.stderr).toContain('--wait must be a number of seconds, 0 or more, got "later"');
    expect(liveRelease(to)).toBe('r2');

    const help = await runScript('deploy-remote.mjs', ['--help']);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('--stage');
    expect(help.stderr).toBe('');
  });

  test('prints each phase, and keeps each release whole in releases/<release>/ beside the live one', async () => {
    const to = emptyFolder();
    const [first, second] = [named('news-1'), named('news-2')];
    await succeeds(deploy(first.folder, to));
    const output = await succeeds(deploy(second.folder, to));
    // Five chunks, two entries, the manifest.
    expect(output.trim().split('\n')).toEqual([
      '[deploy:remote] news: locking',
      '[deploy:remote] news: copying 8 new files',
      '[deploy:remote] news: release folder releases/news-2/ written',
      '[deploy:remote] news: live pointer replaced',
      '[deploy:remote] news: 0 old files removed',
      expect.stringMatching(/^\[deploy:remote\] news: deployed news-2 \([0-9a-f]{12}\)$/),
      '[deploy:remote] news: unlocked',
    ]);
    expect(readDeployment(path.join(to, 'releases/news-1'))).toEqual({ manifestRelease: 'news-1', entryRelease: 'news-1', chunks: first.chunks });
    expect(readDeployment(path.join(to, 'releases/news-2'))).toEqual({ manifestRelease: 'news-2', entryRelease: 'news-2', chunks: second.chunks });
    expect(liveRelease(to)).toBe('news-2');
    // The live files are the release folder's, linked rather than copied.
    expect(fs.statSync(path.join(to, second.chunks[0]!)).ino).toBe(fs.statSync(path.join(to, 'releases/news-2', second.chunks[0]!)).ino);

    const state = releasesOf(to);
    expect(state.live?.release).toBe('news-2');
    expect(state.canary).toBeNull();
    expect(state.staged).toEqual([]);
    expect(state.history).toEqual([{ release: 'news-1', deployedAt: expect.any(String), liveFrom: expect.any(String), liveUntil: expect.any(String) }]);

    // The same build again: only its manifest is written anew.
    expect(await succeeds(deploy(first.folder, to))).toContain('news: copying 1 new files');
    expect(readDeployment(to).entryRelease).toBe('news-1');
  });

  test('a build that names no release is filed under its deploy id', async () => {
    const to = emptyFolder();
    const output = await succeeds(deploy(fakeRemoteBuild('anonymous').folder, to));
    const id = /deployed ([0-9a-f]{12})$/m.exec(output)?.[1];
    expect(id).toBeDefined();
    expect(releasesOf(to).live?.release).toBe(id);
    expect(readDeployment(path.join(to, 'releases', id!)).entryRelease).toBe('anonymous');
  });

  test('--stage writes the release folder only: the live files stay as they were', async () => {
    const to = emptyFolder();
    await succeeds(deploy(named('news-1').folder, to));
    const liveBefore = Object.fromEntries(['mf-manifest.json', 'remoteEntry.js', 'server/remoteEntry.js', '.deployments.json'].map((file) => [file, fs.readFileSync(path.join(to, file), 'utf8')]));

    const output = await succeeds(deploy(named('news-2').folder, to, '--stage'));
    expect(output).toContain('news: staged, not live');
    expect(output).not.toContain('live pointer replaced');
    for (const [file, body] of Object.entries(liveBefore)) expect(fs.readFileSync(path.join(to, file), 'utf8')).toBe(body);
    expect(readDeployment(path.join(to, 'releases/news-2')).entryRelease).toBe('news-2');
    const state = releasesOf(to);
    expect(state.live?.release).toBe('news-1');
    expect(state.staged).toEqual([{ release: 'news-2', deployedAt: expect.any(String) }]);

    const stagingLive = await deploy(named('news-1').folder, to, '--stage');
    expect(stagingLive.code).toBe(1);
    expect(stagingLive.stderr).toContain('news-1 is live in');
  });

  test('a second deploy waits for the lock of a running one, and refuses once --wait is over, naming its pid', async () => {
    const to = emptyFolder();
    await succeeds(deploy(named('news-1').folder, to));
    const holder = await holdLock(to);

    const refused = await deploy(named('news-2').folder, to, '--wait=0');
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(`is locked by another deployment (pid ${holder.pid}`);
    expect(liveRelease(to)).toBe('news-1');

    const waiting = startScript('deploy-remote.mjs', ['news', '--to', to, '--build', named('news-3').folder, '--wait', '60']);
    const waited = finished(waiting);
    await new Promise<void>((resolve) => waiting.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('waiting for pid') && resolve()));
    // Still waiting: nothing of its release is in the folder yet.
    expect(fs.existsSync(path.join(to, 'releases/news-3'))).toBe(false);
    expect((await holder.release()).code).toBe(0);
    const run = await waited;
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain(`news: waiting for pid ${holder.pid}, which holds the lock`);
    expect(liveRelease(to)).toBe('news-3');
    expect(fs.existsSync(path.join(to, '.deploy.lock'))).toBe(false);
  });

  test('the lock of a process that is gone is taken over', async () => {
    const to = emptyFolder();
    const gone = spawnSync(process.execPath, ['-e', '']);
    fs.writeFileSync(path.join(to, '.deploy.lock'), `${gone.pid}\n`);
    const output = await succeeds(deploy(named('news-1').folder, to, '--wait=0'));
    expect(output).toContain(`taking over the lock of pid ${gone.pid}, which is no longer running`);
    expect(liveRelease(to)).toBe('news-1');
  });

  test('a lock taken on another host sharing the folder is waited for, though its pid means nothing here', async () => {
    const to = emptyFolder();
    await succeeds(deploy(named('news-1').folder, to));
    // A pid no process here has: on this host the lock would be taken over at once.
    const gone = spawnSync(process.execPath, ['-e', '']);
    fs.writeFileSync(path.join(to, '.deploy.lock'), `${gone.pid} build-2.example.internal\n`);
    const refused = await deploy(named('news-2').folder, to, '--wait=0');
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(`is locked by another deployment (pid ${gone.pid} on build-2.example.internal`);
    expect(liveRelease(to)).toBe('news-1');
    expect(fs.readFileSync(path.join(to, '.deploy.lock'), 'utf8')).toBe(`${gone.pid} build-2.example.internal\n`);
  });

  test('a lock from another host older than any command holds one is taken over', async () => {
    const to = emptyFolder();
    const lock = path.join(to, '.deploy.lock');
    fs.writeFileSync(lock, '4242 build-2.example.internal\n');
    const elevenMinutesAgo = new Date(Date.now() - 11 * 60 * 1000);
    fs.utimesSync(lock, elevenMinutesAgo, elevenMinutesAgo);
    const output = await succeeds(deploy(named('news-1').folder, to, '--wait=0'));
    expect(output).toContain('taking over the lock of pid 4242 on build-2.example.internal, which has held it for more than 10 minutes');
    expect(liveRelease(to)).toBe('news-1');
    expect(fs.existsSync(lock)).toBe(false);
  });

  test('two deploys started at once: the folder serves one of them whole', async () => {
    const to = emptyFolder();
    const builds = [fakeRemoteBuild('a', { chunks: 30, chunkBytes: 64 * 1024, named: true }), fakeRemoteBuild('b', { chunks: 30, chunkBytes: 64 * 1024, named: true })];
    const runs = await Promise.all(builds.map((build) => deploy(build.folder, to)));
    for (const run of runs) expect(run.code, run.stderr).toBe(0);
    const seen = readDeployment(to);
    expect(seen.entryRelease).toBe(seen.manifestRelease);
    expect(fs.readFileSync(path.join(to, 'server/remoteEntry.js'), 'utf8')).toBe(`/* server ${seen.entryRelease} */`);
    expect(releasesOf(to).live?.release).toBe(seen.entryRelease);
  });
});

test.describe('pnpm release', () => {
  /** A folder with news-1 live then news-2 staged. */
  async function stagedFolder() {
    const to = emptyFolder();
    await succeeds(deploy(named('news-1').folder, to));
    await succeeds(deploy(named('news-2').folder, to, '--stage'));
    return to;
  }

  test('canary then promote: the canary becomes live as a deploy of it would', async () => {
    const to = await stagedFolder();
    await succeeds(release('canary', 'news', 'news-2', '--percent', '10', '--to', to));
    let state = releasesOf(to);
    expect(state.canary).toEqual({ release: 'news-2', percent: 10, startedAt: expect.any(String) });
    expect(state.staged).toEqual([]);
    expect(liveRelease(to)).toBe('news-1');

    const listed = await succeeds(release('list', 'news', '--to', to));
    expect(listed).toMatch(/^live: +news-1 \(deployed \d{4}-\d\d-\d\dT/m);
    expect(listed).toMatch(/^canary: +news-2 for 10% of visitors/m);

    const output = await succeeds(release('promote', 'news', '--to', to));
    expect(output).toContain('[release] news: live pointer replaced');
    expect(readDeployment(to)).toEqual({ manifestRelease: 'news-2', entryRelease: 'news-2', chunks: expect.any(Array) });
    expect(fs.readFileSync(path.join(to, 'server/remoteEntry.js'), 'utf8')).toBe('/* server news-2 */');
    state = releasesOf(to);
    expect(state.live?.release).toBe('news-2');
    expect(state.canary).toBeNull();
    expect(state.history.map((entry) => entry.release)).toEqual(['news-1']);
    const history = JSON.parse(fs.readFileSync(path.join(to, '.deployments.json'), 'utf8')) as { release: string }[];
    expect(history.map((entry) => entry.release)).toEqual(['news-1', 'news-2']);
  });

  test('abort: every visitor back on the live release, the canary’s release stays staged, the abort recorded until the next canary', async () => {
    const to = await stagedFolder();
    await succeeds(release('canary', 'news', 'news-2', '--percent=50', '--to', to));
    await succeeds(release('abort', 'news', '--to', to));
    const state = releasesOf(to);
    expect(state.canary).toBeNull();
    expect(state.aborted).toEqual({ release: 'news-2', percent: 50, startedAt: expect.any(String), abortedAt: expect.any(String), by: 'pnpm release abort', reason: null });
    expect(state.staged.map((entry) => entry.release)).toEqual(['news-2']);
    expect(liveRelease(to)).toBe('news-1');
    expect(await succeeds(release('list', 'news', '--to', to))).toMatch(/^aborted: news-2 \(for 50% of visitors since .+\) at .+ by pnpm release abort$/m);

    const again = await release('abort', 'news', '--to', to);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('no canary runs in');

    await succeeds(release('canary', 'news', 'news-2', '--percent=10', '--to', to));
    expect(releasesOf(to)).toMatchObject({ canary: { release: 'news-2', percent: 10 }, aborted: null });
    expect(await succeeds(release('list', 'news', '--to', to))).not.toMatch(/^aborted:/m);
  });

  test('canary refuses a share outside 1–99 and a release the folder does not keep', async () => {
    const to = await stagedFolder();
    for (const percent of ['0', '100', '12.5']) {
      const run = await release('canary', 'news', 'news-2', '--percent', percent, '--to', to);
      expect(run.code).toBe(1);
      expect(run.stderr).toContain(`--percent must be a whole number from 1 to 99, got ${Number(percent)}`);
    }
    const unknown = await release('canary', 'news', 'news-9', '--percent', '10', '--to', to);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('news-9 is not kept in');
    expect(releasesOf(to).canary).toBeNull();
  });

  test('live: rolls back to a kept release and forward again, and retention drops folders nothing names', async () => {
    const to = emptyFolder();
    for (const name of ['news-1', 'news-2', 'news-3']) await succeeds(deploy(named(name).folder, to, '--keep=2', '--keep-hours=0'));
    await succeeds(deploy(named('news-4').folder, to, '--stage'));
    // news-1 is out of the last two deployments; news-4 is staged, so kept.
    expect(fs.readdirSync(path.join(to, 'releases')).sort()).toEqual(['news-2', 'news-3', 'news-4']);

    await succeeds(release('live', 'news', 'news-2', '--to', to, '--keep=2', '--keep-hours=0'));
    expect(liveRelease(to)).toBe('news-2');
    expect(releasesOf(to).live?.release).toBe('news-2');
    await succeeds(release('live', 'news', 'news-4', '--to', to, '--keep=2', '--keep-hours=0'));
    expect(liveRelease(to)).toBe('news-4');
    const state = releasesOf(to);
    expect(state.staged).toEqual([]);
    // The last two deployments are news-2 and news-4: news-3 goes with its files. news-2 was
    // live twice.
    expect(fs.readdirSync(path.join(to, 'releases')).sort()).toEqual(['news-2', 'news-4']);
    expect(state.history.map((entry) => entry.release)).toEqual(['news-2', 'news-2']);
    expect(Date.parse(state.history[1]!.liveFrom)).toBeGreaterThanOrEqual(Date.parse(state.history[0]!.liveUntil));

    const gone = await release('live', 'news', 'news-1', '--to', to);
    expect(gone.code).toBe(1);
    expect(gone.stderr).toContain('news-1 is not kept in');
    expect(gone.stderr).toContain('kept releases: news-2, news-4');
  });

  test('preview prints a signed link that expires, and the folder records until when', async () => {
    const to = await stagedFolder();
    const run = await release('preview', 'news', 'news-2', '--hours', '2', '--to', to);
    const before = Math.floor(Date.now() / 1000);
    expect(run.code, run.stderr).toBe(0);
    const token = /^https:\/\/www\.example\.com\/\?preview=([\w-]+\.[\w-]+)\n$/.exec(run.stdout)?.[1];
    expect(token).toBeDefined();
    const payload = JSON.parse(Buffer.from(token!.split('.')[0]!, 'base64url').toString()) as { remote: string; release: string; exp: number };
    expect(Object.keys(payload)).toEqual(['remote', 'release', 'exp']);
    expect(payload).toMatchObject({ remote: 'news', release: 'news-2' });
    expect(payload.exp - before).toBeGreaterThan(7000);
    expect(payload.exp - before).toBeLessThanOrEqual(7200);
    const listed = await succeeds(release('list', 'news', '--to', to));
    expect(listed).toContain(`news-2 (deployed ${releasesOf(to).staged[0]!.deployedAt}, shown to visitors until ${new Date(payload.exp * 1000).toISOString()})`);
  });

  test('preview refuses a short secret, a release the folder does not keep, and no folder', async () => {
    const to = await stagedFolder();
    const short = await runScript('release.mjs', ['preview', 'news', 'news-2', '--to', to], { SITE_URL: 'https://www.example.com', RELEASE_PREVIEW_SECRET: 'too-short' });
    expect(short.code).toBe(1);
    expect(short.stderr).toContain('RELEASE_PREVIEW_SECRET is 9 characters long; it must have 32 or more');
    expect(short.stdout).toBe('');
    const missing = await release('preview', 'news', 'news-3', '--to', to);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('news-3 is not kept in');
    expect(missing.stdout).toBe('');
    // A link the folder does not know of could outlive its release.
    const nowhere = await release('preview', 'news', 'news-2');
    expect(nowhere.code).toBe(2);
    expect(nowhere.stderr).toContain('--to <folder> is required');
    await succeeds(release('preview', 'news', 'news-2', '--to', to));
  });

  test('preview refuses a link for more than 168 hours (7 days), before the folder records anything', async () => {
    const to = await stagedFolder();
    for (const hours of ['169', '8760']) {
      const run = await release('preview', 'news', 'news-2', '--hours', hours, '--to', to);
      expect(run.code).toBe(2);
      expect(run.stderr).toContain(`[release] --hours is at most 168 (7 days), got ${hours}`);
      expect(run.stdout).toBe('');
      expect(fs.existsSync(path.join(to, '.served-until.json'))).toBe(false);
    }
    expect(await succeeds(release('list', 'news', '--to', to))).not.toContain('shown to visitors until');

    const before = Math.floor(Date.now() / 1000);
    const week = await succeeds(release('preview', 'news', 'news-2', '--hours', '168', '--to', to));
    const token = /\?preview=([\w-]+)\./.exec(week)?.[1];
    const { exp } = JSON.parse(Buffer.from(token!, 'base64url').toString()) as { exp: number };
    expect(exp - before).toBeGreaterThan(168 * 3600 - 200);
    expect(exp - before).toBeLessThanOrEqual(168 * 3600);
    expect((await release('--help')).stdout).toContain('at most 168, 7 days');
  });

  test('the token is the shared format’s (test vector)', async () => {
    const tokenModule = pathToFileURL(path.resolve(__dirname, '../../scripts/lib/release-token.mjs')).href;
    const { previewToken } = (await import(tokenModule)) as { previewToken: (token: object) => string };
    expect(previewToken({ remote: 'news', release: 'news-2', exp: 2000000000, secret: SECRET })).toBe(
      'eyJyZW1vdGUiOiJuZXdzIiwicmVsZWFzZSI6Im5ld3MtMiIsImV4cCI6MjAwMDAwMDAwMH0.zmuXa2e_1djrJoGJSlsvesLHhbU6dWqY3IH_R_oY8Do',
    );
  });

  test('parse errors: unknown option, unknown command, a missing release, --help', async () => {
    const unknownOption = await release('list', 'news', '--to', '/tmp', '--all');
    expect(unknownOption.code).toBe(2);
    expect(unknownOption.stderr).toContain('[release] unknown option --all');
    const unknownCommand = await release('deploy', 'news');
    expect(unknownCommand.code).toBe(2);
    expect(unknownCommand.stderr).toContain('[release] unknown command "deploy"');
    const noRelease = await release('live', 'news', '--to', '/tmp');
    expect(noRelease.code).toBe(2);
    expect(noRelease.stderr).toContain('[release] live needs a release');
    const noFolder = await release('promote', 'news');
    expect(noFolder.code).toBe(2);
    expect(noFolder.stderr).toContain('--to <folder> is required');
    const nowhere = await release('promote', 'news', '--to', path.join(emptyFolder(), 'missing'));
    expect(nowhere.code).toBe(1);
    expect(nowhere.stderr).toContain('missing does not exist: is it the remote\'s deployment folder?');
    const help = await release('--help');
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('canary <remote> <release> --percent <1-99> --to <folder>');
  });
});

test.describe('retention of staged releases', () => {
  const HOUR = 60 * 60 * 1000;
  const stage = (to: string, name: string, ...extra: string[]) => succeeds(deploy(named(name).folder, to, '--stage', ...extra));
  const kept = (to: string) => fs.readdirSync(path.join(to, 'releases')).sort();
  const stagedIn = (to: string) => releasesOf(to).staged.map((entry) => entry.release);

  test('many staged deploys: the newest --keep-staged stay beside the live, previous and canary releases; what went is printed', async () => {
    const to = emptyFolder();
    await succeeds(deploy(named('news-1').folder, to));
    await succeeds(deploy(named('news-2').folder, to));
    await stage(to, 'canary-1');
    await succeeds(release('canary', 'news', 'canary-1', '--percent', '10', '--to', to));
    const outputs: string[] = [];
    for (let n = 1; n <= 8; n += 1) outputs.push(await stage(to, `staged-${n}`, '--keep-staged=3', '--keep-hours=0'));

    expect(stagedIn(to)).toEqual(['staged-6', 'staged-7', 'staged-8']);
    expect(kept(to)).toEqual(['canary-1', 'news-1', 'news-2', 'staged-6', 'staged-7', 'staged-8']);
    expect(outputs[3]).toContain('news: staged releases removed (the 3 newest and those visitors may still be sent stay): staged-1');
    expect(outputs[7]).toContain('news: staged releases removed (the 3 newest and those visitors may still be sent stay): staged-5');
    expect(outputs[7]).toContain('news: 1 old files removed');
    // The live, previous and canary releases are whole, and the root still serves the live one.
    expect(readDeployment(to).entryRelease).toBe('news-2');
    for (const name of ['news-1', 'news-2', 'canary-1', 'staged-8']) expect(readDeployment(path.join(to, 'releases', name)).entryRelease).toBe(name);
    const state = releasesOf(to);
    expect(state.live?.release).toBe('news-2');
    expect(state.canary?.release).toBe('canary-1');
    const listed = await succeeds(release('list', 'news', '--to', to));
    expect(listed.match(/^ {2}staged-\d+ /gm)).toEqual(['  staged-6 ', '  staged-7 ', '  staged-8 ']);

    // Going live applies the same rule; the canary stays the canary.
    await succeeds(release('live', 'news', 'staged-7', '--to', to, '--keep-staged=1', '--keep-hours=0'));
    expect(stagedIn(to)).toEqual(['staged-8']);
    expect(kept(to)).toEqual(['canary-1', 'news-1', 'news-2', 'staged-7', 'staged-8']);
    expect(releasesOf(to).canary?.release).toBe('canary-1');
    expect(readDeployment(path.join(to, 'releases/canary-1')).entryRelease).toBe('canary-1');

    const refused = await deploy(named('staged-9').folder, to, '--stage', '--keep-staged=0');
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('keep-staged must be 1 or more, got 0');
  });

  test('a staged release a preview link still shows stays past --keep-staged, until the link and --keep-hours are over', async () => {
    const to = emptyFolder();
    await succeeds(deploy(named('news-1').folder, to));
    await stage(to, 'previewed');
    await succeeds(release('preview', 'news', 'previewed', '--hours', '2', '--to', to));
    for (const name of ['staged-1', 'staged-2', 'staged-3']) await stage(to, name, '--keep-staged=1', '--keep-hours=0');
    expect(stagedIn(to)).toEqual(['previewed', 'staged-3']);
    expect(kept(to)).toEqual(['news-1', 'previewed', 'staged-3']);

    // Later on, as the clock of a deploy run then sees it: the link has expired an hour ago.
    const deployModule = pathToFileURL(path.resolve(__dirname, '../../scripts/lib/deploy-remote.mjs')).href;
    const { deployRemote } = (await import(deployModule)) as { deployRemote: (options: object) => { removed: string[] } };
    const later = () => Date.now() + 3 * HOUR;
    const stageLater = (name: string, keepForMs: number) =>
      deployRemote({ build: named(name).folder, to, staged: true, retention: { keep: 5, keepForMs, keepStaged: 1 }, now: later });
    // Pages of the preview may still be open: kept for --keep-hours after the link's expiry.
    expect(stageLater('staged-4', 2 * HOUR).removed).toEqual(['releases/staged-3/']);
    expect(stagedIn(to)).toEqual(['previewed', 'staged-4']);
    expect(stageLater('staged-5', 0).removed.sort()).toEqual(['releases/previewed/', 'releases/staged-4/']);
    expect(stagedIn(to)).toEqual(['staged-5']);
    expect(kept(to)).toEqual(['news-1', 'staged-5']);
    expect(JSON.parse(fs.readFileSync(path.join(to, '.served-until.json'), 'utf8'))).toEqual({});
  });

  test('abort applies retention as promote does: staged releases past --keep-staged go and are printed; the canary just aborted stays for --keep-hours', async () => {
    const to = emptyFolder();
    await succeeds(deploy(named('news-1').folder, to));
    await stage(to, 'tried');
    for (const name of ['staged-1', 'staged-2', 'staged-3']) await stage(to, name);
    await succeeds(release('canary', 'news', 'tried', '--percent', '10', '--to', to));
    expect(kept(to)).toEqual(['news-1', 'staged-1', 'staged-2', 'staged-3', 'tried']);

    const output = await succeeds(release('abort', 'news', '--to', to, '--keep-staged=1', '--keep-hours=1'));
    expect(output).toContain('[release] news: staged releases removed (the 1 newest and those visitors may still be sent stay): staged-1, staged-2');
    expect(output).toContain('[release] news: 2 old files removed');
    expect(output).toContain('[release] news: canary tried stopped; it stays staged');
    expect(kept(to)).toEqual(['news-1', 'staged-3', 'tried']);
    expect(releasesOf(to)).toMatchObject({ canary: null, aborted: { release: 'tried', by: 'pnpm release abort' } });
    expect(stagedIn(to)).toEqual(['staged-3', 'tried']);
    expect(liveRelease(to)).toBe('news-1');

    // With --keep-hours=0 nothing keeps it past the newest --keep-staged.
    await succeeds(release('canary', 'news', 'tried', '--percent', '10', '--to', to));
    const dropped = await succeeds(release('abort', 'news', '--to', to, '--keep-staged=1', '--keep-hours=0'));
    expect(dropped).toContain('news: staged releases removed (the 1 newest and those visitors may still be sent stay): tried');
    expect(dropped).toContain('news: canary tried stopped; retention removed its folder (--keep-hours 0)');
    expect(kept(to)).toEqual(['news-1', 'staged-3']);
    expect(stagedIn(to)).toEqual(['staged-3']);
    expect(releasesOf(to).aborted?.release).toBe('tried');

    const refused = await release('abort', 'news', '--to', to, '--keep-staged=0');
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('keep-staged must be 1 or more, got 0');
  });

  test('a canary just aborted stays staged for --keep-hours', async () => {
    const to = emptyFolder();
    await succeeds(deploy(named('news-1').folder, to));
    await stage(to, 'tried');
    await succeeds(release('canary', 'news', 'tried', '--percent', '10', '--to', to));
    await succeeds(release('abort', 'news', '--to', to));
    for (const name of ['staged-1', 'staged-2']) await stage(to, name, '--keep-staged=1', '--keep-hours=1');
    expect(stagedIn(to)).toEqual(['tried', 'staged-2']);
    await stage(to, 'staged-3', '--keep-staged=1', '--keep-hours=0');
    expect(stagedIn(to)).toEqual(['staged-3']);
  });
});
