import type { z } from 'zod';
import { settingProblem, siteConfigFromEnvironment } from '@group/shared/config';
import { remoteNames } from '@group/shared/config';
import type { Environment, RemoteName, SiteConfig } from '@group/shared/config';
import { DEFAULT_PAGE_CACHING } from '../page-caching';
import type { PageCaching } from '../page-caching';
import { DEFAULTS, remoteFolderVariable, siteServerVariables } from './site-server-variables';
import type { LOG_LEVELS } from './site-server-variables';
import { siteServerVariableList } from './variable-list';

/** The time limits of a connection to the shell's server. */
export type ServerTimeouts = {
  /** The time a client has to send a whole request, headers and body. */
  requestMs: number;
  /** A connection on which nothing moves for this long is closed. */
  connectionMs: number;
  /** How long an idle connection is kept for the next request. */
  keepAliveMs: number;
};

/** site-server's settings, read and checked at start. */
export type SiteServerConfig = {
  production: boolean;
  port: number;
  /** undefined: every address of the machine. */
  host: string | undefined;
  shellDist: string;
  logLevel: (typeof LOG_LEVELS)[number];
  /** The Bearer token of GET /metrics; undefined: no metrics are kept. */
  metricsToken: string | undefined;
  workers: number;
  /** What the shell's pages are given (written into every page). */
  site: SiteConfig;
  indexing: boolean;
  /** undefined: the renderer's own. */
  renderBudgetMs: number | undefined;
  pageCaching: PageCaching;
  trustProxy: boolean | number | string;
  timeouts: ServerTimeouts;
  drainDelayMs: number;
  /** Releases chosen per visitor (docs/decisions/0042). */
  releases: {
    previewSecret: string | undefined;
    statusToken: string | undefined;
    minPages: number;
    maxExtraErrorRate: number;
    reportsPerMinute: number;
    /** Each remote's deployment folder (REMOTE_<NAME>_FOLDER), where an automatic canary abort is written; unset for most. */
    folders: Partial<Record<RemoteName, string>>;
  };
};

/** Settings that cannot be used: one sentence per variable, every one of them. */
export class ConfigurationError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join('\n'));
    this.name = 'ConfigurationError';
  }
}

export type ReadOptions = {
  /** The machine's cores: one worker each unless WEB_CONCURRENCY says otherwise. */
  cores: number;
  /** The shell's build when SHELL_DIST is unset. */
  defaultShellDist: string;
};

const trimmed = (env: Environment, name: string) => env[name]?.trim() || undefined;

/** The variables whose value is never written out, not even when it is refused. */
const SECRETS = new Set(siteServerVariableList.filter((variable) => variable.secret).map((variable) => variable.name));

/**
 * One sentence per variable that cannot be used (the first thing wrong with it), in the schema's
 * order, with the value it has unless it is a secret.
 */
function problemsOf(error: z.ZodError, env: Environment): string[] {
  const problems = new Map<string, string>();
  for (const issue of error.issues) {
    const name = String(issue.path[0] ?? '');
    if (!problems.has(name)) problems.set(name, settingProblem(name, issue.message, SECRETS.has(name) ? undefined : trimmed(env, name)));
  }
  return [...problems.values()];
}

/** Each remote's deployment folder that REMOTE_<NAME>_FOLDER gives. */
function foldersOf(variables: Record<string, unknown>): Partial<Record<RemoteName, string>> {
  const folders: Partial<Record<RemoteName, string>> = {};
  for (const name of remoteNames) {
    const folder = variables[remoteFolderVariable(name)];
    if (typeof folder === 'string') folders[name] = folder;
  }
  return folders;
}

/**
 * site-server's settings from `env`, every variable checked against the schema
 * (site-server-variables.ts). Throws a ConfigurationError naming every setting that cannot be
 * used, so that nothing starts half-configured.
 */
export function readSiteServerConfig(env: Environment, { cores, defaultShellDist }: ReadOptions): SiteServerConfig {
  const production = trimmed(env, 'NODE_ENV') === 'production';
  const parsed = siteServerVariables(production).safeParse(env);
  if (!parsed.success) throw new ConfigurationError(problemsOf(parsed.error, env));
  const variables = parsed.data;
  return {
    production,
    port: variables.PORT ?? DEFAULTS.port,
    host: variables.HOST,
    shellDist: variables.SHELL_DIST ?? defaultShellDist,
    logLevel: variables.LOG_LEVEL ?? DEFAULTS.logLevel,
    metricsToken: variables.METRICS_TOKEN,
    workers: variables.WEB_CONCURRENCY ?? Math.max(1, cores),
    site: siteConfigFromEnvironment(env),
    indexing: variables.SITE_INDEXING ?? true,
    renderBudgetMs: variables.RENDER_BUDGET_MS,
    pageCaching: {
      sharedSeconds: variables.PAGE_CACHE_SECONDS ?? DEFAULT_PAGE_CACHING.sharedSeconds,
      staleSeconds: variables.PAGE_STALE_SECONDS ?? DEFAULT_PAGE_CACHING.staleSeconds,
    },
    trustProxy: variables.TRUST_PROXY ?? false,
    timeouts: {
      requestMs: variables.REQUEST_TIMEOUT_MS ?? DEFAULTS.requestTimeoutMs,
      connectionMs: variables.CONNECTION_TIMEOUT_MS ?? DEFAULTS.connectionTimeoutMs,
      keepAliveMs: variables.KEEP_ALIVE_TIMEOUT_MS ?? DEFAULTS.keepAliveTimeoutMs,
    },
    drainDelayMs: variables.STOP_DRAIN_MS ?? (production ? DEFAULTS.productionDrainDelayMs : 0),
    releases: {
      previewSecret: variables.RELEASE_PREVIEW_SECRET,
      statusToken: variables.RELEASES_TOKEN,
      minPages: variables.CANARY_MIN_PAGES ?? DEFAULTS.canaryMinPages,
      maxExtraErrorRate: variables.CANARY_MAX_EXTRA_ERROR_RATE ?? DEFAULTS.canaryMaxExtraErrorRate,
      reportsPerMinute: variables.REMOTE_ERROR_REPORTS_PER_MINUTE ?? DEFAULTS.remoteErrorReportsPerMinute,
      folders: foldersOf(variables),
    },
  };
}
