import type { RateLimitPluginOptions } from '@fastify/rate-limit';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/** A Redis slower than this counts as down for the request that asked. */
const REDIS_TIMEOUT_MS = 500;

/**
 * Where the form limit is counted. With REDIS_URL, in Redis, so every server behind the balancer
 * counts the same client together; without, in the process. A Redis that cannot be reached lets
 * submissions through uncounted (each is still checked by the captcha) instead of refusing leads:
 * commands fail at once while the connection is down, and within `timeoutMs` (half a second) when
 * it hangs.
 * Answers the plugin's options and what closes the connection.
 */
export function sharedRateLimit(
  redisUrl: string | undefined,
  log: FastifyBaseLogger,
  timeoutMs = REDIS_TIMEOUT_MS,
): { options: Pick<RateLimitPluginOptions, 'redis' | 'skipOnError' | 'nameSpace'>; close: () => Promise<void> } {
  if (!redisUrl) return { options: {}, close: async () => {} };
  const redis = new Redis(redisUrl, {
    connectTimeout: timeoutMs,
    commandTimeout: timeoutMs,
    maxRetriesPerRequest: 0,
    enableOfflineQueue: false,
  });
  let down = false;
  redis.on('error', (error: NodeJS.ErrnoException) => {
    if (down) return;
    down = true;
    log.warn({ code: error.code }, 'Redis (REDIS_URL) cannot be reached: form submissions are not counted until it is back');
  });
  redis.on('ready', () => {
    if (down) log.info('Redis (REDIS_URL) is back: form submissions are counted again');
    down = false;
  });
  return {
    options: { redis, skipOnError: true, nameSpace: 'content-api:form-limit:' },
    close: async () => {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
