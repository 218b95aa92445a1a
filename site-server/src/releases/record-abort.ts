// An automatic canary abort made to last (docs/decisions/0042): written into the remote's
// releases.json by the release command's own code (`pnpm release abort`: the folder's lock, the
// file written whole and renamed into place), so that every server reading the folder stops
// sending the canary and a restart does not bring it back. Only then is the abort logged.
import os from 'node:os';
import { abortCanary, FolderLockedError } from '@group/deployment-folder';
import type { RemoteName } from '@group/shared/config';
import { remoteFolderVariable } from '../config/site-server-variables';
import type { AbortedCanary } from './release-ledger';

type LogLine = (fields: Record<string, unknown>, message: string) => void;
export type AbortLog = { warn: LogLine; error: LogLine };

export type AbortRecording = {
  log: AbortLog;
  /** Each remote's deployment folder (REMOTE_<NAME>_FOLDER); a remote without one keeps its abort in memory only. */
  folders?: Partial<Record<RemoteName, string>>;
  /** How long to wait before trying again while a deploy or release command holds the folder's lock. */
  retryMs?: number;
};

/** Tries while another command holds the lock: 30 times a second apart, as long as the command itself waits. */
const ATTEMPTS = 30;
const RETRY_MS = 1000;

/** Why releases.json says the canary was aborted. */
export const abortReason = ({ canaryRate, liveRate, canaryPages }: AbortedCanary): string =>
  `aborted automatically: error rate ${Number(canaryRate.toFixed(4))} vs ${Number(liveRate.toFixed(4))} over ${canaryPages} pages`;

const ABORTED = 'a canary release was aborted: its error rate is above the live release’s by more than CANARY_MAX_EXTRA_ERROR_RATE';

const fieldsOf = (aborted: AbortedCanary) => ({
  remote: aborted.remote,
  canary: aborted.release,
  live: aborted.live,
  canaryErrorRate: Number(aborted.canaryRate.toFixed(4)),
  liveErrorRate: Number(aborted.liveRate.toFixed(4)),
  canaryPages: aborted.canaryPages,
  livePages: aborted.livePages,
});

/**
 * What the server does once the rule aborted a canary (it is already out of every page of this
 * server): the abort is written into the remote's releases.json as `pnpm release abort` writes it
 * (the canary ended and staged, `aborted` saying by whom and why), then one line is logged. While
 * a deploy holds the folder's lock it tries again; the first try is made at once. A folder it
 * cannot write (read-only, missing) or no folder at all leaves the abort in this server's memory,
 * and the line tells the operator to run `pnpm release abort`.
 */
export function abortRecorder({ log, folders = {}, retryMs = RETRY_MS }: AbortRecording): (aborted: AbortedCanary) => void {
  const by = `site-server on ${os.hostname()}`;
  const forGoodBy = (remote: RemoteName) => `run pnpm release abort ${remote} to end it for good`;
  return (aborted) => {
    const fields = fieldsOf(aborted);
    const folder = folders[aborted.remote];
    if (folder === undefined) {
      log.warn(fields, `${ABORTED}; this server sends every visitor the live release until it restarts (${remoteFolderVariable(aborted.remote)} is unset): ${forGoodBy(aborted.remote)}`);
      return;
    }
    const attempt = (left: number) => {
      try {
        const ended = abortCanary({ to: folder, release: aborted.release, startedAt: aborted.startedAt, by, reason: abortReason(aborted), waitMs: 0 });
        log.warn(
          { ...fields, folder },
          ended === null
            ? `${ABORTED}; releases.json no longer names it as the canary (another server or a release command ended it first)`
            : `${ABORTED}; releases.json now says so, so every server sends every visitor the live release, after a restart too`,
        );
      } catch (error) {
        if (error instanceof FolderLockedError && left > 1) {
          setTimeout(() => attempt(left - 1), retryMs).unref();
          return;
        }
        log.error(
          { ...fields, folder, reason: error instanceof Error ? error.message : String(error) },
          `${ABORTED}, but releases.json could not be written: this server sends every visitor the live release until it restarts; ${forGoodBy(aborted.remote)}`,
        );
      }
    };
    attempt(ATTEMPTS);
  };
}
