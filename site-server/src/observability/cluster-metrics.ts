// A cluster's metrics are every worker's added up. Workers share the port, so a scrape lands on
// any one of them: that worker asks the primary, the primary asks every worker for its registry
// (prom-client's AggregatorRegistry, over the cluster's IPC channel), adds them up and answers.
import type { Registry } from 'prom-client';
import { AggregatorRegistry } from 'prom-client';
import { answerWorkers, askPrimary } from '../cluster-questions';

const TOPIC = 'metrics';

/** Longer than the primary's own wait for the workers (prom-client's 5 s), so its answer says why. */
const ANSWER_TIMEOUT_MS = 8000;

/** In the primary: answers each worker's request with the metrics of all the workers, added up. */
export function answerWorkersMetricsRequests(): void {
  const aggregator = new AggregatorRegistry();
  answerWorkers(TOPIC, () => aggregator.clusterMetrics());
}

/**
 * In a worker: answers the primary's requests with `registry`, and returns what GET /metrics
 * serves, the metrics of every worker, asked of the primary.
 */
export function metricsOfAllWorkers(registry: Registry): () => Promise<string> {
  AggregatorRegistry.setRegistries([registry]);
  // Constructed for its side effect in a worker: it answers the primary's requests.
  new AggregatorRegistry();
  const ask = askPrimary<string>(TOPIC, ANSWER_TIMEOUT_MS);
  return () =>
    ask().catch((error: unknown) => {
      throw new Error(`the primary could not gather the workers' metrics: ${error instanceof Error ? error.message : String(error)}`);
    });
}
