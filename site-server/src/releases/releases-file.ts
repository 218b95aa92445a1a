// A remote's releases.json (docs/decisions/0042; written by `pnpm deploy:remote` and `pnpm
// release`): which release is live, which runs as a canary for a share of visitors, which are
// staged. It sits beside the remote's live manifest; each release's own manifest is in
// releases/<release>/.
import { z } from 'zod';
import { RELEASE_NAME } from './release-name';

const release = z.string().regex(RELEASE_NAME);
const when = z.string().min(1).max(40);

export const releasesFileSchema = z.object({
  live: z.object({ release, deployedAt: when }).nullable().optional(),
  canary: z.object({ release, percent: z.number().min(0).max(100), startedAt: when }).nullable().optional(),
  /** The last canary aborted, by whom (`pnpm release abort`, or a server by itself) and why; until the next canary starts. */
  aborted: z
    .object({ release, percent: z.number().min(0).max(100), startedAt: when, abortedAt: when, by: z.string().max(200), reason: z.string().max(500).nullable() })
    .nullable()
    .optional(),
  staged: z.array(z.object({ release, deployedAt: when })).optional(),
  history: z.array(z.object({ release, deployedAt: when.optional() }).loose()).optional(),
});

export type ReleasesFile = z.output<typeof releasesFileSchema>;

/** A remote's releases.json, found beside its live manifest. */
export const releasesFileUrl = (manifestUrl: string): string => new URL('releases.json', manifestUrl).href;

/** Release `release`'s own manifest in a remote's deployment folder. */
export const releaseManifestUrl = (manifestUrl: string, release: string): string =>
  new URL(`releases/${encodeURIComponent(release)}/mf-manifest.json`, manifestUrl).href;
