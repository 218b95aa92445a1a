import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { LeadType } from '../leads/lead-rows';
import { CONTENT_TYPES } from '../images/variant-formats';
import type { OutputFormat } from '../images/variant-formats';

/**
 * content-api's metrics, one set per process (as Prometheus scrapes a process). Every label holds
 * one of a few values the code names (a route pattern, a status class, a lead type, a reason, an
 * image format), never what a visitor sent.
 */
export const metricsRegistry = new Registry();
const registers = [metricsRegistry];

export const httpRequestDuration = new Histogram({
  name: 'content_api_http_request_duration_seconds',
  help: "Time from a request's arrival to the last byte of its answer, by method, route pattern and status class",
  labelNames: ['method', 'route', 'status_class'] as const,
  buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
  registers,
});

export const httpRequestsAborted = new Counter({
  name: 'content_api_http_requests_aborted_total',
  help: 'Requests whose client went away before the answer was out, by method and route pattern',
  labelNames: ['method', 'route'] as const,
  registers,
});

const contentCacheAnswers = new Counter({
  name: 'content_api_content_cache_answers_total',
  help: 'Content reads by how the cache of built answers served them: hit (fresh), stale (served while rebuilt), miss (built now)',
  labelNames: ['result'] as const,
  registers,
});
export const contentCache = {
  hit: contentCacheAnswers.labels('hit'),
  stale: contentCacheAnswers.labels('stale'),
  miss: contentCacheAnswers.labels('miss'),
};

export const LEAD_REFUSAL_REASONS = [
  'validation',
  'captcha',
  'captcha_unavailable',
  'rate_limit',
  'too_large',
  'malformed',
  'origin',
  'storage_error',
] as const;
export type LeadRefusalReason = (typeof LEAD_REFUSAL_REASONS)[number];
const LEAD_TYPES: readonly LeadType[] = ['contact', 'career'];

export const leadsAccepted = new Counter({
  name: 'content_api_leads_accepted_total',
  help: 'Leads stored and acknowledged, by type',
  labelNames: ['type'] as const,
  registers,
});

export const leadsRefused = new Counter({
  name: 'content_api_leads_refused_total',
  help: 'Lead submissions answered with an error, by type and reason',
  labelNames: ['type', 'reason'] as const,
  registers,
});

export const journalFsyncDuration = new Histogram({
  name: 'content_api_lead_journal_fsync_seconds',
  help: "Time the lead journal's flush to disk (fdatasync) takes; leads arriving together share one",
  buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
  registers,
});

export const imageVariantRenders = new Counter({
  name: 'content_api_image_variant_renders_total',
  help: 'Image variants rendered, by format and outcome (rendered, or undecodable: the original does not decode)',
  labelNames: ['format', 'outcome'] as const,
  registers,
});

export const imageVariantRenderDuration = new Histogram({
  name: 'content_api_image_variant_render_seconds',
  help: 'Time one image variant takes to render, by format',
  labelNames: ['format'] as const,
  buckets: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers,
});

const imageVariantCacheAnswers = new Counter({
  name: 'content_api_image_variant_cache_total',
  help: 'Image variant requests by whether the rendered file was on disk (hit) or had to be rendered or awaited (miss)',
  labelNames: ['result'] as const,
  registers,
});
export const imageVariantCache = {
  hit: imageVariantCacheAnswers.labels('hit'),
  miss: imageVariantCacheAnswers.labels('miss'),
};

// Every series a dashboard asks for exists from the start, at 0, so a rate is defined before the
// first lead or render.
for (const type of LEAD_TYPES) {
  leadsAccepted.labels(type).inc(0);
  for (const reason of LEAD_REFUSAL_REASONS) leadsRefused.labels(type, reason).inc(0);
}
for (const format of Object.keys(CONTENT_TYPES) as OutputFormat[]) {
  imageVariantRenders.labels(format, 'rendered').inc(0);
  imageVariantRenders.labels(format, 'undecodable').inc(0);
}

let processMetricsStarted = false;

/** Node's own metrics (CPU, memory, event loop delay, GC): started once, when /metrics is served. */
export function collectProcessMetrics(): void {
  if (processMetricsStarted) return;
  processMetricsStarted = true;
  collectDefaultMetrics({ register: metricsRegistry });
}
