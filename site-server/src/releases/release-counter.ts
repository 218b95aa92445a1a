// Where a server counts page views and error reports per release. A single process keeps its own
// ledger. In workers (serve-in-workers.ts) the primary keeps the one ledger of the site: each
// worker sends it its counts in small batches, the primary judges each canary on the sum and tells
// every worker at once when one is aborted; it tells a worker that starts later too, so an abort
// outlives the workers. An abort is of one canary run (its `startedAt`): the same release made the
// canary again is sent to its cohort again. The abort is then written into the remote's releases.json
// (record-abort.ts), so that it outlives the whole server and reaches every server.
import cluster from 'node:cluster';
import type { RemoteName } from '@group/shared/config';
import { answerWorkers, askPrimary } from '../cluster-questions';
import { abortRecorder } from './record-abort';
import type { AbortRecording } from './record-abort';
import { abortedRun, ReleaseLedger } from './release-ledger';
import type { AbortedCanary, CanaryRun, CountBatch, LedgerSnapshot, RemoteRoles, Tally } from './release-ledger';
import type { RollbackRule } from './rollback-rule';

export type ReleaseCounter = {
  /** Adds one release's page views and error reports, counted with the remote's roles as this process sees them. */
  count: (tally: Tally, roles: RemoteRoles) => void;
  /** Whether the rule aborted that run of a remote's canary. */
  isAborted: (remote: RemoteName, run: CanaryRun) => boolean;
  /** Every count of the site (every worker's), and the canaries aborted. */
  snapshot: () => Promise<LedgerSnapshot>;
  close: () => void;
};

/** How long a worker gathers counts before it sends them to the primary. */
const BATCH_MS = 100;
const ANSWER_TIMEOUT_MS = 5000;

const LEDGER_TOPIC = 'release-ledger';

type CountsMessage = { siteServerReleaseCounts: CountBatch };
type AbortedMessage = { siteServerCanariesAborted: AbortedCanary[] };

const has = <K extends string>(message: unknown, field: K): message is Record<K, unknown> =>
  typeof message === 'object' && message !== null && field in message;

/** A server of one process: the ledger is its own. */
export function createLocalReleaseCounter(rule: RollbackRule, recording: AbortRecording): ReleaseCounter {
  const ledger = new ReleaseLedger(rule, abortRecorder(recording));
  return {
    count: (tally, roles) => ledger.add({ tallies: [tally], roles: { [tally.remote]: roles } }),
    isAborted: (remote, run) => ledger.isAborted(remote, run),
    snapshot: async () => ledger.snapshot(),
    close: () => undefined,
  };
}

/** In the primary: the site's ledger, fed by every worker, whose aborts every worker is told of. */
export function keepWorkersReleaseCounts(rule: RollbackRule, recording: AbortRecording): void {
  const tellAll = (aborted: AbortedCanary[]) => {
    const message: AbortedMessage = { siteServerCanariesAborted: aborted };
    for (const worker of Object.values(cluster.workers ?? {})) if (worker?.isConnected()) worker.send(message);
  };
  const record = abortRecorder(recording);
  const ledger = new ReleaseLedger(rule, (aborted) => {
    tellAll([aborted]);
    record(aborted);
  });
  cluster.on('online', (worker) => {
    const aborted = ledger.snapshot().aborted;
    if (aborted.length > 0) worker.send({ siteServerCanariesAborted: aborted } satisfies AbortedMessage);
  });
  cluster.on('message', (_worker, message: unknown) => {
    if (has(message, 'siteServerReleaseCounts')) ledger.add((message as CountsMessage).siteServerReleaseCounts);
  });
  answerWorkers(LEDGER_TOPIC, async () => ledger.snapshot());
}

/** In a worker: counts go to the primary in batches; aborts come from it. */
export function createWorkerReleaseCounter(): ReleaseCounter {
  /** The last run of each (remote, release) aborted. */
  const aborted = new Map<string, AbortedCanary>();
  const key = (remote: string, release: string) => `${remote}\u0000${release}`;
  let batch: CountBatch | undefined;
  let timer: NodeJS.Timeout | undefined;

  const flush = () => {
    timer = undefined;
    if (batch) process.send?.({ siteServerReleaseCounts: batch } satisfies CountsMessage);
    batch = undefined;
  };
  const onMessage = (message: unknown) => {
    if (!has(message, 'siteServerCanariesAborted')) return;
    for (const canary of (message as AbortedMessage).siteServerCanariesAborted) aborted.set(key(canary.remote, canary.release), canary);
  };
  process.on('message', onMessage);

  return {
    count: (tally, roles) => {
      batch ??= { tallies: [], roles: {} };
      const same = batch.tallies.find((known) => known.remote === tally.remote && known.release === tally.release);
      if (same) {
        same.pages += tally.pages;
        same.errors += tally.errors;
      } else batch.tallies.push({ ...tally });
      batch.roles[tally.remote] = roles;
      timer ??= setTimeout(flush, BATCH_MS).unref();
    },
    isAborted: (remote, run) => abortedRun(aborted.get(key(remote, run.release)), run),
    snapshot: askPrimary<LedgerSnapshot>(LEDGER_TOPIC, ANSWER_TIMEOUT_MS),
    close: () => {
      if (timer) clearTimeout(timer);
      flush();
      process.off('message', onMessage);
    },
  };
}
