import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';
import { remoteNames } from '@group/shared/config';
import type { PageFacts, RemoteEvent } from '@group/shared/page-renderer';
import type { RequestRecord } from './request-record';
import type { RouteKind } from './route-kind';

/** A page no route matched (the router's 404). */
export const UNMATCHED_ROUTE = '(unmatched)';
/** A page whose renderer did not say how it went (it fell back to the browser's document). */
export const UNKNOWN_ROUTE = '(unknown)';
/** A page whose remote was not rendered on the server. */
export const NO_REMOTE = 'none';

const ROUTE_KINDS: readonly RouteKind[] = ['page', 'static-file', 'crawler-file', 'health', 'metrics', 'releases'];
const STATUS_CLASSES = ['1xx', '2xx', '3xx', '4xx', '5xx'];
const ABORTED = 'aborted';

const statusClassOf = (status: number) => STATUS_CLASSES[Math.floor(status / 100) - 1] ?? 'other';
const routeOfPage = (facts: PageFacts | null) => (facts ? (facts.route ?? UNMATCHED_ROUTE) : UNKNOWN_ROUTE);

/**
 * site-server's metrics in a registry of their own (one per process: a cluster's primary adds the
 * workers' up). Every label holds one of a few values the code or the shell's route table names:
 * a route pattern, a remote, a kind of request, a status class; never what a visitor sent.
 */
export function createSiteMetrics() {
  const registry = new Registry();
  const registers = [registry];

  const requests = new Counter({
    name: 'site_server_http_requests_total',
    help: 'Requests answered, by kind (page, static-file, crawler-file, health, metrics) and status class; aborted: the visitor went before the answer was whole',
    labelNames: ['kind', 'status_class'] as const,
    registers,
  });
  const renderDuration = new Histogram({
    name: 'site_server_page_render_duration_seconds',
    help: "Time from a page's request to the last byte of its document, by route pattern, the remote rendered on the server (none: left to the browser) and status class",
    labelNames: ['route', 'remote', 'status_class'] as const,
    buckets: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  const budgetExceeded = new Counter({
    name: 'site_server_render_budget_exceeded_total',
    help: 'Pages whose render budget ran out while something was still awaited (that part rendered in the browser), by route pattern',
    labelNames: ['route'] as const,
    registers,
  });
  const apiReads = new Counter({ name: 'site_server_api_reads_total', help: 'API reads pages asked for, by route pattern', labelNames: ['route'] as const, registers });
  const apiReadsCached = new Counter({
    name: 'site_server_api_reads_cached_total',
    help: "API reads answered from the renderer's cache without waiting for the API, fresh or stale, by route pattern",
    labelNames: ['route'] as const,
    registers,
  });
  const apiReadsStale = new Counter({
    name: 'site_server_api_reads_stale_total',
    help: 'API reads served stale from the cache while a fresh answer was fetched, by route pattern',
    labelNames: ['route'] as const,
    registers,
  });
  const apiReadsFailed = new Counter({
    name: 'site_server_api_reads_failed_total',
    help: 'API reads that failed (a network error, a time-out or a 5xx), by route pattern',
    labelNames: ['route'] as const,
    registers,
  });
  const apiWait = new Histogram({
    name: 'site_server_api_wait_seconds',
    help: "Per page that read from the API (not only from the cache): the time its reads to the API took, added up, by route pattern",
    labelNames: ['route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers,
  });
  const remoteLoadFailures = new Counter({
    name: 'site_server_remote_load_failures_total',
    help: "Times a remote's server build could not be loaded (its pages render in the browser meanwhile), by remote",
    labelNames: ['remote'] as const,
    registers,
  });
  const remoteRefusals = new Counter({
    name: 'site_server_remote_refusals_total',
    help: 'Times a remote was refused: built for shared packages this site does not provide, by remote',
    labelNames: ['remote'] as const,
    registers,
  });
  const remoteUpdates = new Counter({
    name: 'site_server_remote_updates_total',
    help: 'New deployments of a remote seen (the next page loads them), by remote',
    labelNames: ['remote'] as const,
    registers,
  });

  // The series a dashboard asks for exist from the start, at 0, so a rate is defined before the first event.
  for (const kind of ROUTE_KINDS) for (const statusClass of ['2xx', '4xx', '5xx']) requests.labels(kind, statusClass).inc(0);
  for (const remote of remoteNames) {
    remoteLoadFailures.labels(remote).inc(0);
    remoteRefusals.labels(remote).inc(0);
    remoteUpdates.labels(remote).inc(0);
  }
  collectDefaultMetrics({ register: registry });

  // Every request counts: the labelled counters are looked up once each (five kinds, a few classes).
  const requestCounters = new Map<string, { inc: () => void }>();
  const countRequest = (kind: RouteKind, statusClass: string) => {
    const key = `${kind} ${statusClass}`;
    let counter = requestCounters.get(key);
    if (!counter) {
      counter = requests.labels(kind, statusClass);
      requestCounters.set(key, counter);
    }
    counter.inc();
  };

  const recordPage = (facts: PageFacts | null, statusClass: string, seconds: number) => {
    const route = routeOfPage(facts);
    renderDuration.labels(route, facts?.remote ?? NO_REMOTE, statusClass).observe(seconds);
    if (!facts) return;
    if (facts.budgetExceeded) budgetExceeded.labels(route).inc();
    const reads = facts.apiReads;
    if (reads.count === 0) return;
    apiReads.labels(route).inc(reads.count);
    if (reads.cached > 0) apiReadsCached.labels(route).inc(reads.cached);
    if (reads.stale > 0) apiReadsStale.labels(route).inc(reads.stale);
    if (reads.failed > 0) apiReadsFailed.labels(route).inc(reads.failed);
    if (reads.count > reads.cached) apiWait.labels(route).observe(reads.waitedMs / 1000);
  };

  return {
    registry,

    /** One answered request (a page with what its renderer said of it, from `facts`). */
    record(record: RequestRecord, facts: PageFacts | null | undefined): void {
      const statusClass = record.aborted ? ABORTED : statusClassOf(record.status);
      countRequest(record.kind, statusClass);
      if (facts !== undefined && !record.aborted) recordPage(facts, statusClass, record.durationMs / 1000);
    },

    /** What the renderer said of a remote (PageRendererOptions.onRemoteEvent). */
    remoteEvent(event: RemoteEvent): void {
      if (event.kind === 'load-failed') remoteLoadFailures.labels(event.remote).inc();
      else if (event.kind === 'refused') remoteRefusals.labels(event.remote).inc();
      else remoteUpdates.labels(event.remote).inc();
    },
  };
}

export type SiteMetrics = ReturnType<typeof createSiteMetrics>;
