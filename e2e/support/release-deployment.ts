// A remote's deployment folder laid out with releases (docs/decisions/0042 and the deploy
// command's format): the live release at the root, each release complete in releases/<release>/,
// and releases.json naming the live one, a canary and the staged ones. Written here as the deploy
// command writes it, and served as a static host serves it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { serveFolder } from './remote-deployment';

export type ReleaseBuild = { release: string; folder: string };

type ReleasesFile = {
  live: { release: string; deployedAt: string };
  canary: { release: string; percent: number; startedAt: string } | null;
  staged: { release: string; deployedAt: string }[];
  history: never[];
};

export type ReleaseDeployment = {
  manifestUrl: string;
  /** The deployment folder itself (what pnpm deploy:remote --to names). */
  folder: string;
  /** Writes releases.json as the deploy command does: after everything it names is in place, atomically. */
  setReleases: (releases: { canary?: { release: string; percent: number }; staged?: string[] }) => void;
  close: () => Promise<void>;
};

/** A copy of `build` with its browser entry made to throw as it runs: a release that fails in every browser. */
export function throwingInBrowser(build: ReleaseBuild): ReleaseBuild {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), `${build.release}-throwing-`));
  fs.cpSync(build.folder, folder, { recursive: true });
  const entry = path.join(folder, 'remoteEntry.js');
  fs.writeFileSync(entry, `throw new Error('this release fails in the browser');\n${fs.readFileSync(entry, 'utf8')}`);
  for (const compressed of ['remoteEntry.js.br', 'remoteEntry.js.gz']) fs.rmSync(path.join(folder, compressed), { force: true });
  return { release: build.release, folder };
}

/** A deployment of `live` with `others` beside it in releases/, served on `port`. */
export async function serveReleaseDeployment(port: number, live: ReleaseBuild, others: ReleaseBuild[]): Promise<ReleaseDeployment> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'release-deployment-'));
  fs.cpSync(live.folder, folder, { recursive: true });
  for (const build of [live, ...others]) fs.cpSync(build.folder, path.join(folder, 'releases', build.release), { recursive: true });
  const deployedAt = new Date().toISOString();
  const setReleases: ReleaseDeployment['setReleases'] = ({ canary, staged = [] }) => {
    const file: ReleasesFile = {
      live: { release: live.release, deployedAt },
      canary: canary ? { ...canary, startedAt: new Date().toISOString() } : null,
      staged: staged.map((release) => ({ release, deployedAt })),
      history: [],
    };
    const next = path.join(folder, 'releases.json.next');
    fs.writeFileSync(next, JSON.stringify(file, null, 2));
    fs.renameSync(next, path.join(folder, 'releases.json'));
  };
  setReleases({});
  return { ...(await serveFolder(folder, port)), folder, setReleases };
}
