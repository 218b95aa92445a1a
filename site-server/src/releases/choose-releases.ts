import type { RemoteName } from '@group/shared/config';
import type { PageRemoteRelease } from '@group/shared/page-renderer';
import { releaseManifestUrl } from './releases-file';
import type { ReleasesFile } from './releases-file';
import type { PreviewGrant } from './preview-token';
import type { CanaryRun } from './release-ledger';

export type ReleaseChoice = {
  /** The remotes given a release other than the live one, with where its manifest is. */
  remotes: Partial<Record<RemoteName, PageRemoteRelease>>;
  /** Each remote's release the page names: the chosen one, else the live one (when known). */
  named: Partial<Record<RemoteName, string>>;
  /** Whether a cookie chose any of them: the page is then the visitor's own (not cached). */
  byCookie: boolean;
  /** The preview shown, when the visitor's preview names a release that is still deployed. */
  preview: { remote: RemoteName; release: string } | undefined;
};

export type ChooseOptions = {
  manifests: Record<RemoteName, string>;
  releasesOf: (remote: RemoteName) => ReleasesFile | undefined;
  /** The visitor's cohort (0–99). */
  cohort: number;
  preview: PreviewGrant | undefined;
  /** Whether that run of a remote's canary was aborted by the error-rate rule (a later run of its release was not). */
  isAborted: (remote: RemoteName, run: CanaryRun) => boolean;
};

/** Whether a release may be previewed: one the deployment folder still holds apart from the live one. */
const isDeployed = (file: ReleasesFile, release: string) =>
  file.canary?.release === release || (file.staged ?? []).some((staged) => staged.release === release);

/**
 * Whether every visitor gets the live releases whatever their cookies say: no remote has a canary
 * or a staged release, so neither a cohort nor a preview could choose another one.
 */
export const onlyLiveDeployed = ({ manifests, releasesOf }: Pick<ChooseOptions, 'manifests' | 'releasesOf'>): boolean =>
  (Object.keys(manifests) as RemoteName[]).every((remote) => {
    const file = releasesOf(remote);
    return !file?.canary && (file?.staged ?? []).length === 0;
  });

/**
 * The releases of one page, remote by remote: the release a valid preview names; else the canary
 * for a visitor whose cohort is under its percent (unless it was aborted); else the live one.
 */
export function chooseReleases({ manifests, releasesOf, cohort, preview, isAborted }: ChooseOptions): ReleaseChoice {
  const choice: ReleaseChoice = { remotes: {}, named: {}, byCookie: false, preview: undefined };
  for (const remote of Object.keys(manifests) as RemoteName[]) {
    const file = releasesOf(remote);
    const live = file?.live?.release;
    if (live) choice.named[remote] = live;
    if (!file) continue;
    let release: string | undefined;
    if (preview?.remote === remote && preview.release !== live && isDeployed(file, preview.release)) {
      release = preview.release;
      choice.preview = { remote, release };
    } else if (file.canary && file.canary.release !== live && cohort < file.canary.percent && !isAborted(remote, file.canary)) {
      release = file.canary.release;
    }
    if (release === undefined) continue;
    choice.remotes[remote] = { release, manifestUrl: releaseManifestUrl(manifests[remote], release) };
    choice.named[remote] = release;
    choice.byCookie = true;
  }
  return choice;
}
