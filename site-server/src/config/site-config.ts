import { readVariable } from '@group/shared/config';
import type { Environment } from '@group/shared/config';

/**
 * SITE_INDEXING: `on` (the default) or `off` for a deployment search engines must leave alone (a
 * staging site): robots.txt then disallows everything and every page says noindex.
 */
export function readSiteIndexing(env: Environment): boolean {
  const raw = readVariable(env, 'SITE_INDEXING');
  const value = raw?.toLowerCase();
  if (value === undefined || value === 'on') return true;
  if (value === 'off') return false;
  throw new Error(`SITE_INDEXING must be on or off, not "${raw}"`);
}

/**
 * RENDER_BUDGET_MS: the longest a page's request waits for its remote and its data before the
 * rest is left to the browser (undefined: the renderer's default, about a second).
 */
export function readRenderBudget(env: Environment): number | undefined {
  const raw = readVariable(env, 'RENDER_BUDGET_MS');
  if (raw === undefined) return undefined;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0) throw new Error(`RENDER_BUDGET_MS must be a number of milliseconds, not "${raw}"`);
  return value;
}

/** Fastify's trustProxy from TRUST_PROXY: off, `true`, or a comma list of proxy addresses. */
export function readTrustProxy(env: Environment): boolean | string {
  const raw = readVariable(env, 'TRUST_PROXY');
  if (!raw || raw === 'false') return false;
  return raw === 'true' ? true : raw;
}

/** WEB_CONCURRENCY: how many processes of the shell's server answer requests (default: one per core). */
export function readWorkerCount(env: Environment, cores: number): number {
  const raw = readVariable(env, 'WEB_CONCURRENCY');
  if (raw === undefined) return Math.max(1, cores);
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new Error(`WEB_CONCURRENCY must be a whole number of processes (1 or more), not "${raw}"`);
  return value;
}
