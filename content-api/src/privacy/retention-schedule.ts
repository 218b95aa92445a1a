import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { failureForLog } from '../http/failure-for-log';
import type { UploadStore } from '../leads/upload-store';
import { eraseLeads } from './erase-leads';
import type { ErasureCounts } from './erase-leads';

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

/** Erases every lead received more than `days` days before `now`, as `leads forget` would. */
export function eraseExpiredLeads(db: Database, uploads: UploadStore, days: number, now = Date.now()): Promise<ErasureCounts | null> {
  return eraseLeads(db, uploads, { before: new Date(now - days * DAY_MS) }, { by: 'retention' });
}

/**
 * With LEADS_RETENTION_DAYS set, old leads are erased when the server is ready (before it answers)
 * and then every hour. A failed run is logged, without the values it carried, and tried again at
 * the next hour; the server is not stopped for it.
 */
export function registerRetention(app: FastifyInstance, services: { db: Database; uploads: UploadStore; days: number | undefined }): void {
  const { db, uploads, days } = services;
  if (days === undefined) return;
  let running: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;

  const run = () => {
    running ??= eraseExpiredLeads(db, uploads, days)
      .then((counts) => {
        if (counts && counts.leads > 0) app.log.info({ retentionDays: days, erased: counts }, 'erased leads past their retention');
      })
      .catch((error: unknown) => app.log.error({ failure: failureForLog(error) }, 'erasing leads past their retention failed'))
      .finally(() => {
        running = undefined;
      });
    return running;
  };

  app.addHook('onReady', async () => {
    await run();
    timer = setInterval(() => void run(), HOUR_MS);
    timer.unref();
  });
  app.addHook('preClose', async () => {
    clearInterval(timer);
    await running;
  });
}
