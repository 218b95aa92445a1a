import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { abortCanary, describeReleases, readReleases, startCanary } from '@group/deployment-folder';
import { releaseFolder } from '../../__tests__/support/release-folder';
import { createLocalReleaseCounter } from '../release-counter';
import type { ReleaseCounter } from '../release-counter';
import type { CanaryRun } from '../release-ledger';

const RULE = { minPages: 4, maxExtraErrorRate: 0.05 };

type Line = { level: 'warn' | 'error'; fields: Record<string, unknown>; message: string };

/** The lines the server logs about aborts; `next` resolves with the next one. */
function recordingLog() {
  const lines: Line[] = [];
  let waiting: ((line: Line) => void) | undefined;
  const add = (level: Line['level']) => (fields: Record<string, unknown>, message: string) => {
    const line = { level, fields, message };
    lines.push(line);
    waiting?.(line);
  };
  return { lines, warn: add('warn'), error: add('error'), next: () => new Promise<Line>((resolve) => (waiting = resolve)) };
}

/** Four pages of each release, two errors of the canary: 0.5 against 0, over the rule. */
function breakTheRule(counter: ReleaseCounter): void {
  const roles = { live: 'news-2', canary: run };
  counter.count({ remote: 'news', release: 'news-2', pages: 4, errors: 0 }, roles);
  counter.count({ remote: 'news', release: 'news-3', pages: 4, errors: 2 }, roles);
}

let folder: string;
/** The canary's run, as releases.json names it. */
let run: CanaryRun;
beforeEach(() => {
  folder = releaseFolder({ live: 'news-2', canary: 'news-3', percent: 50 });
  run = readReleases(folder).canary!;
});
afterEach(() => fs.rmSync(folder, { recursive: true, force: true }));

describe('a canary aborted by the rule', () => {
  it('is written into releases.json as pnpm release abort leaves it, with who and why, before it is logged', () => {
    const log = recordingLog();
    const counter = createLocalReleaseCounter(RULE, { log, folders: { news: folder } });
    let fileWhenLogged: ReturnType<typeof readReleases> | undefined;
    const warn = log.warn;
    log.warn = (fields, message) => {
      fileWhenLogged = readReleases(folder);
      warn(fields, message);
    };
    breakTheRule(counter);

    const state = readReleases(folder);
    expect(state.canary).toBeNull();
    expect(state.staged.map((entry) => entry.release)).toEqual(['news-3']);
    expect(state.aborted).toEqual({
      release: 'news-3',
      percent: 50,
      startedAt: expect.any(String),
      abortedAt: expect.any(String),
      by: `site-server on ${os.hostname()}`,
      reason: 'aborted automatically: error rate 0.5 vs 0 over 4 pages',
    });
    expect(fileWhenLogged).toEqual(state);
    expect(log.lines).toEqual([
      {
        level: 'warn',
        fields: expect.objectContaining({ remote: 'news', canary: 'news-3', live: 'news-2', canaryErrorRate: 0.5, liveErrorRate: 0, canaryPages: 4, folder }),
        message: expect.stringContaining('releases.json now says so'),
      },
    ]);
    expect(counter.isAborted('news', run)).toBe(true);
    // pnpm release list says so too.
    expect(describeReleases(folder)).toContainEqual(
      expect.stringMatching(/^aborted: news-3 \(for 50% of visitors since .+\) at .+ by site-server on .+: aborted automatically: error rate 0\.5 vs 0 over 4 pages$/),
    );
  });

  it('stays aborted in memory when its folder cannot be written, and the operator is told to run pnpm release abort', () => {
    const log = recordingLog();
    const missing = path.join(folder, 'not-mounted');
    const counter = createLocalReleaseCounter(RULE, { log, folders: { news: missing } });
    breakTheRule(counter);
    expect(counter.isAborted('news', run)).toBe(true);
    expect(readReleases(folder).canary).toMatchObject({ release: 'news-3' });
    expect(log.lines).toEqual([
      {
        level: 'error',
        fields: expect.objectContaining({ remote: 'news', canary: 'news-3', folder: missing, reason: expect.stringContaining('does not exist') }),
        message: expect.stringContaining('run pnpm release abort news to end it for good'),
      },
    ]);
  });

  it('leaves releases.json as it is when the canary was ended there first', () => {
    const log = recordingLog();
    abortCanary({ to: folder });
    const before = fs.readFileSync(path.join(folder, 'releases.json'), 'utf8');
    breakTheRule(createLocalReleaseCounter(RULE, { log, folders: { news: folder } }));
    expect(fs.readFileSync(path.join(folder, 'releases.json'), 'utf8')).toBe(before);
    expect(readReleases(folder).aborted).toMatchObject({ release: 'news-3', by: 'pnpm release abort', reason: null });
    expect(log.lines).toEqual([{ level: 'warn', fields: expect.objectContaining({ canary: 'news-3' }), message: expect.stringContaining('no longer names it as the canary') }]);
  });

  it('leaves alone a new run of the same release that an operator started after ending the one judged', () => {
    const log = recordingLog();
    abortCanary({ to: folder });
    const again = startCanary({ to: folder, release: 'news-3', percent: 20, now: () => Date.parse(run.startedAt) + 60_000 });
    breakTheRule(createLocalReleaseCounter(RULE, { log, folders: { news: folder } }));
    expect(readReleases(folder)).toMatchObject({ canary: { release: 'news-3', percent: 20, startedAt: again?.startedAt }, aborted: null });
    expect(log.lines).toEqual([{ level: 'warn', fields: expect.objectContaining({ canary: 'news-3' }), message: expect.stringContaining('no longer names it as the canary') }]);
  });

  it('waits for a deploy that holds the folder’s lock, then writes it', async () => {
    // Another command at work in the folder: the deploy command's own lock, held by another process.
    const holder = spawn(process.execPath, ['--input-type=module', '-e', `import { lockFolder } from '@group/deployment-folder'; const unlock = lockFolder(${JSON.stringify(folder)}, { waitMs: 0 }); console.log('holding'); process.stdin.resume(); process.stdin.on('end', () => unlock());`], {
      cwd: path.resolve(__dirname, '../../..'),
      stdio: ['pipe', 'pipe', 'inherit'],
    });
    await new Promise((resolve) => holder.stdout.once('data', resolve));
    const log = recordingLog();
    const written = log.next();
    breakTheRule(createLocalReleaseCounter(RULE, { log, folders: { news: folder }, retryMs: 200 }));
    expect(log.lines).toEqual([]);
    expect(readReleases(folder).canary).toMatchObject({ release: 'news-3' });

    holder.stdin.end();
    expect(await written).toMatchObject({ level: 'warn', message: expect.stringContaining('releases.json now says so') });
    expect(readReleases(folder)).toMatchObject({ canary: null, aborted: { release: 'news-3', reason: 'aborted automatically: error rate 0.5 vs 0 over 4 pages' } });
  });
});
