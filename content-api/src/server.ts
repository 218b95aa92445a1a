import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import { MAX_UPLOAD_BYTES } from '@group/shared/contract';
import Fastify from 'fastify';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { createSiteVerifyCaptchaVerifier, createTestCaptchaVerifier } from './captcha/captcha-verifier';
import type { CaptchaVerifier } from './captcha/captcha-verifier';
import type { Config } from './config';
import { registerControlSocket } from './control-socket/control-server';
import { serverTimeouts } from './config/server-timeouts';
import { ContentRepository } from './content/content-repository';
import { loadContent } from './content/load-content';
import { seedContent } from './content/seed-content';
import type { Database } from './db/database';
import { openDatabase } from './db/open-database';
import { registerHealthRoutes } from './health/health-routes';
import { Readiness, decorateReadiness } from './health/readiness';
import { ApiError } from './http/api-error';
import { CacheableContent } from './http/cacheable-content';
import { ok } from './http/envelope';
import { registerErrorHandling } from './http/error-handling';
import { registerHelmetHeaders } from './http/helmet-headers';
import { registerJsonBodyParser } from './http/json-body-parser';
import { registerOriginGuard } from './http/origin-guard';
import { sharedRateLimit } from './http/shared-rate-limit';
import { registerLeadAnswersNotStored } from './http/lead-answers-not-stored';
import { requestIdOptions, registerRequestIdHeader } from './http/request-id';
import { OneLinePerRequest, registerAbortedRequestLog } from './http/request-logging';
import { registerInbox } from './inbox/register-inbox';
import type { InboxOptions } from './inbox/register-inbox';
import { ImageVariants } from './images/image-variants';
import { registerImages } from './images/register-images';
import { sweepUploads } from './leads/sweep-uploads';
import { openUploadStore } from './leads/open-upload-store';
import { registerLeadNotifications } from './notifications/lead-notifications';
import { registerLeadOutcomes } from './observability/lead-outcomes';
import { registerMetricsRoute } from './observability/metrics-route';
import { registerRetention } from './privacy/retention-schedule';
import { registerAbortedRequestCount, registerRequestMetrics } from './observability/request-metrics';
import { registerCareerLeadRoute } from './routes/career-lead-route';
import { registerContactLeadRoute } from './routes/contact-lead-route';
import { registerContentRoutes } from './routes/content-routes';
import { registerLeadsExportRoute } from './routes/leads-export-route';
import { registerNewsRoutes } from './routes/news-routes';

export interface ServerOptions {
  config: Config;
  /** An open, migrated database; when absent one is opened from the config and closed with the server. */
  db?: Database;
  /** Defaults to Google's siteverify, or the fixed test token when CAPTCHA_MODE=test. */
  captcha?: CaptchaVerifier;
  logger?: FastifyServerOptions['logger'];
  /** Window of the per-client POST limit; tests shorten nothing else. */
  rateLimitWindowMs?: number;
  /**
   * How long a Redis command of the shared form limit may take before the request counts Redis as
   * down and goes through uncounted (half a second); a test that counts on a busy machine waits longer.
   */
  redisTimeoutMs?: number;
  /** Defaults to variants rendered into config.imageCacheDir. */
  imageVariants?: ImageVariants;
  /** The leads inbox's own knobs (tests count failed sign-ins with their own limits). */
  inbox?: InboxOptions;
  /** Takes `pnpm leads` commands on DATA_DIR/leads.sock when the database is the embedded one this server opened. */
  controlSocket?: boolean;
}

function defaultCaptcha(config: Config): CaptchaVerifier {
  return config.captchaMode === 'test'
    ? createTestCaptchaVerifier()
    : createSiteVerifyCaptchaVerifier({ verifyUrl: config.recaptchaVerifyUrl, secret: config.recaptchaSecret });
}

/** Builds the API without listening: content validated and seeded, routes ready for `inject`. */
export async function createServer(options: ServerOptions): Promise<FastifyInstance> {
  const { config } = options;
  // Content first: a bad file stops the start before anything else is touched.
  const content = await loadContent(config.contentDir);
  const notices: string[] = [];
  const db = options.db ?? (await openDatabase(config, { notice: (message) => notices.push(message) }));
  const ownsDb = options.db === undefined;
  const uploads = openUploadStore(config, db);
  try {
    await seedContent(db, content);
    const swept = await sweepUploads(db, uploads);
    if (swept.length > 0) notices.push(`Removed ${swept.length} upload(s) of leads that were never stored`);
  } catch (error) {
    if (ownsDb) await db.close();
    throw error;
  }

  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: config.trustProxy,
    bodyLimit: 64 * 1024,
    logController: new OneLinePerRequest(),
    ...requestIdOptions(config.trustProxy),
    ...serverTimeouts(config),
  });
  const readiness = new Readiness();
  decorateReadiness(app, readiness);
  for (const notice of notices) app.log.warn(notice);
  if (ownsDb) app.addHook('onClose', async () => db.close());
  if (options.controlSocket && ownsDb && !config.databaseUrl) await registerControlSocket(app, config.dataDir, { db, uploads });

  registerRequestIdHeader(app);
  // Without METRICS_TOKEN nobody can read the durations: reads pay nothing for them.
  if (config.metricsToken) registerRequestMetrics(app);
  registerLeadAnswersNotStored(app);
  registerErrorHandling(app);
  // A JSON API needs no CSP; images must load on the site's other origins.
  registerHelmetHeaders(app, { contentSecurityPolicy: false, crossOriginResourcePolicy: { policy: 'cross-origin' } });
  await registerOriginGuard(app, config.corsOrigins);
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 2, fields: 20, fieldSize: 32 * 1024, parts: 22, headerPairs: 100 },
  });
  registerJsonBodyParser(app);

  await registerImages(app, config.imagesDir, options.imageVariants ?? new ImageVariants({ cacheDir: config.imageCacheDir }));

  const repository = new ContentRepository(db);
  const answers = new CacheableContent(config.contentCacheControl);
  registerContentRoutes(app, repository, answers);
  registerNewsRoutes(app, repository, answers);
  registerLeadsExportRoute(app, { db, token: config.leadsExportToken });
  registerHealthRoutes(app, { db, readiness });
  await registerInbox(app, { config, db, uploads }, options.inbox);
  registerMetricsRoute(app, { token: config.metricsToken });
  app.get('/health', async () => {
    await db.query('SELECT 1');
    return ok({ database: db.description });
  });

  registerLeadNotifications(app, { db, settings: config.notifications, uploads });
  registerRetention(app, { db, uploads, days: config.leadsRetentionDays });
  const formLimit = sharedRateLimit(config.redisUrl, app.log, options.redisTimeoutMs);
  app.addHook('onClose', formLimit.close);
  await app.register(async (leads) => {
    registerLeadOutcomes(leads);
    registerAbortedRequestLog(leads);
    registerAbortedRequestCount(leads);
    await leads.register(rateLimit, {
      max: config.postRateLimit,
      timeWindow: options.rateLimitWindowMs ?? 60_000,
      ...formLimit.options,
      errorResponseBuilder: (_request, context) =>
        new ApiError(429, `Too many submissions, please try again in ${context.after}`),
    });
    const deps = { db, captcha: options.captcha ?? defaultCaptcha(config) };
    registerContactLeadRoute(leads, deps);
    registerCareerLeadRoute(leads, { ...deps, uploads });
  });

  // The database is open and, on the embedded engine, the lead journal replayed.
  readiness.markReady();
  return app;
}
