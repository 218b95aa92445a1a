import cluster from 'node:cluster';
import type { Worker } from 'node:cluster';
import { createWorkerReleaseCounter, keepWorkersReleaseCounts } from '../release-counter';
import type { ReleaseCounter } from '../release-counter';
import type { CountBatch, LedgerSnapshot } from '../release-ledger';

const RULE = { minPages: 10, maxExtraErrorRate: 0.05 };
const FIRST_RUN = { release: 'news-3', startedAt: '2026-11-27T06:00:00.000Z' };
const SECOND_RUN = { release: 'news-3', startedAt: '2026-11-27T09:00:00.000Z' };
const quiet = { warn: () => undefined, error: () => undefined };

/** A worker as the primary sees it: what it is sent is kept, and handed to that worker's counter. */
function fakeWorker(counter?: ReleaseCounter) {
  const sent: unknown[] = [];
  const worker = {
    isConnected: () => true,
    send: (message: unknown) => {
      sent.push(message);
      if (counter) process.emit('message', message, undefined);
      return true;
    },
  };
  return { worker: worker as unknown as Worker, sent };
}

/** A batch of counts from a worker, as the primary receives it. */
const fromWorker = (worker: Worker, batch: CountBatch) => cluster.emit('message', worker, { siteServerReleaseCounts: batch });
const counts = (run: typeof FIRST_RUN, canaryPages: number, canaryErrors: number): CountBatch => ({
  tallies: [
    { remote: 'news', release: 'news-2', pages: 10, errors: 0 },
    { remote: 'news', release: run.release, pages: canaryPages, errors: canaryErrors },
  ],
  roles: { news: { live: 'news-2', canary: run } },
});

let counters: ReleaseCounter[] = [];
afterEach(() => {
  for (const counter of counters) counter.close();
  counters = [];
  cluster.removeAllListeners('message');
  cluster.removeAllListeners('online');
});

describe('counts across workers', () => {
  it('tell a worker started after an abort which canary run was aborted, and not a later run of the same release', async () => {
    keepWorkersReleaseCounts(RULE, { log: quiet });
    const { worker: first } = fakeWorker();
    fromWorker(first, counts(FIRST_RUN, 10, 5));

    // A worker that starts now (a crash replaced) is told of the abort, with its run.
    const late = createWorkerReleaseCounter();
    counters.push(late);
    const { worker: lateWorker, sent } = fakeWorker(late);
    cluster.emit('online', lateWorker);
    expect(sent).toEqual([{ siteServerCanariesAborted: [expect.objectContaining({ remote: 'news', release: 'news-3', startedAt: FIRST_RUN.startedAt })] }]);
    expect(late.isAborted('news', FIRST_RUN)).toBe(true);
    expect(late.isAborted('news', SECOND_RUN)).toBe(false);

    // The new run counts from its start: pages without errors do not bring the first run's errors back.
    fromWorker(first, counts(SECOND_RUN, 10, 0));
    // What the status asks the primary.
    const snapshot = await new Promise<LedgerSnapshot>((resolve) => {
      const asking = { isConnected: () => true, send: (answer: { value: LedgerSnapshot }) => resolve(answer.value) };
      cluster.emit('message', asking as unknown as Worker, { siteServerQuestion: 'release-ledger', id: 1 });
    });
    expect(snapshot.tallies).toContainEqual({ remote: 'news', release: 'news-3', pages: 10, errors: 0, startedAt: SECOND_RUN.startedAt });
    expect(snapshot.tallies).toContainEqual({ remote: 'news', release: 'news-2', pages: 20, errors: 0 });
    expect(snapshot.aborted.map((aborted) => aborted.startedAt)).toEqual([FIRST_RUN.startedAt]);
  });
});
