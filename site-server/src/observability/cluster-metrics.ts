// A cluster's metrics are every worker's added up. Workers share the port, so a scrape lands on
// any one of them: that worker asks the primary, the primary asks every worker for its registry
// (prom-client's AggregatorRegistry, over the cluster's IPC channel), adds them up and answers.
import cluster from 'node:cluster';
import type { Registry } from 'prom-client';
import { AggregatorRegistry } from 'prom-client';

type MetricsRequest = { siteServerMetricsRequest: number };
type MetricsAnswer = { siteServerMetricsAnswer: number; text?: string; error?: string };

const isRequest = (message: unknown): message is MetricsRequest =>
  typeof message === 'object' && message !== null && typeof (message as MetricsRequest).siteServerMetricsRequest === 'number';
const isAnswer = (message: unknown): message is MetricsAnswer =>
  typeof message === 'object' && message !== null && typeof (message as MetricsAnswer).siteServerMetricsAnswer === 'number';

/** Longer than the primary's own wait for the workers (prom-client's 5 s), so its answer says why. */
const ANSWER_TIMEOUT_MS = 8000;

/** In the primary: answers each worker's request with the metrics of all the workers, added up. */
export function answerWorkersMetricsRequests(): void {
  const aggregator = new AggregatorRegistry();
  cluster.on('message', (worker, message: unknown) => {
    if (!isRequest(message)) return;
    const id = message.siteServerMetricsRequest;
    const answer = (reply: MetricsAnswer) => {
      if (worker.isConnected()) worker.send(reply);
    };
    aggregator.clusterMetrics().then(
      (text) => answer({ siteServerMetricsAnswer: id, text }),
      (error: unknown) => answer({ siteServerMetricsAnswer: id, error: error instanceof Error ? error.message : String(error) }),
    );
  });
}

/**
 * In a worker: answers the primary's requests with `registry`, and returns what GET /metrics
 * serves, the metrics of every worker, asked of the primary.
 */
export function metricsOfAllWorkers(registry: Registry): () => Promise<string> {
  AggregatorRegistry.setRegistries([registry]);
  // Constructed for its side effect in a worker: it answers the primary's requests.
  new AggregatorRegistry();
  const pending = new Map<number, { resolve: (text: string) => void; reject: (error: Error) => void }>();
  let next = 0;
  process.on('message', (message: unknown) => {
    if (!isAnswer(message)) return;
    const waiting = pending.get(message.siteServerMetricsAnswer);
    pending.delete(message.siteServerMetricsAnswer);
    if (message.text !== undefined) waiting?.resolve(message.text);
    else waiting?.reject(new Error(`the primary could not gather the workers' metrics: ${message.error ?? 'no reason given'}`));
  });
  return () =>
    new Promise<string>((resolve, reject) => {
      const id = next++;
      const timer = setTimeout(() => {
        pending.delete(id);
        reject(new Error(`the primary did not answer within ${ANSWER_TIMEOUT_MS} ms`));
      }, ANSWER_TIMEOUT_MS);
      pending.set(id, {
        resolve: (text) => {
          clearTimeout(timer);
          resolve(text);
        },
        reject: (error) => {
          clearTimeout(timer);
          reject(error);
        },
      });
      const request: MetricsRequest = { siteServerMetricsRequest: id };
      process.send?.(request);
    });
}
