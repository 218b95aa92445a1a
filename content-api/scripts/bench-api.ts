// content-api's throughput and durability figures, on this machine, over the loopback interface:
// cached content GETs, POST /contact-leads with durability on, the same with each lead announced by
// mail (a local SMTP server) and webhook (a local receiver), both up and then with the mail server
// down, and the crash drill (SIGKILL while leads are posted) on the embedded engine and, when
// BENCH_DATABASE_URL or TEST_DATABASE_URL is set, on that PostgreSQL server. Bounded: each load
// run lasts BENCH_SECONDS (default 10).
// Usage: pnpm bench:api   (builds content-api first)
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import type { Result } from 'autocannon';
import { Pool } from 'pg';
import { freePort, fromBundle, startApiProcess } from './lib/api-process';
import { runCrashDrill } from './lib/crash-drill';
import type { CrashDrillResult } from './lib/crash-drill';
import { startCountingMailServer, startCountingWebhook } from './lib/lead-peers';
import type { CountingPeer } from './lib/lead-peers';

const SECONDS = Math.min(Math.max(Number(process.env.BENCH_SECONDS) || 10, 1), 60);
const postgresUrl = process.env.BENCH_DATABASE_URL?.trim() || process.env.TEST_DATABASE_URL?.trim() || undefined;

const contactLead = JSON.stringify({
  name: 'Bench Visitor',
  email: 'bench@example.com',
  phone: '9876543210',
  subject: 'Throughput',
  message: 'Measuring the contact form.',
  recaptchaToken: 'test-captcha-token',
});

function line(label: string, result: Result): string {
  const failed = result.non2xx + result.errors + result.timeouts;
  return `${label.padEnd(44)} ${Math.round(result.requests.average).toString().padStart(7)} req/s   p50 ${String(result.latency.p50).padStart(3)} ms   p99 ${String(result.latency.p99).padStart(3)} ms   ${result.requests.total} requests, ${failed} failed`;
}

/** The answer time a visitor sending a form should see, announcements or not. */
const POST_P99_TARGET_MS = 50;

const postContactLeads = (baseUrl: string) =>
  autocannon({
    url: `${baseUrl}/contact-leads`,
    method: 'POST',
    connections: 20,
    duration: SECONDS,
    maxOverallRequests: 90_000,
    headers: { 'content-type': 'application/json' },
    body: contactLead,
  });

async function loadFigures(dataDir: string): Promise<string[]> {
  const api = await startApiProcess(fromBundle, { DATA_DIR: dataDir, POST_RATE_LIMIT: '100000', LOG_LEVEL: 'warn' });
  const lines: string[] = [];
  try {
    const head = await fetch(`${api.baseUrl}/homepage/banners`, { method: 'HEAD', headers: { 'accept-encoding': 'br, gzip' } });
    lines.push(`HEAD /homepage/banners: ETag ${head.headers.get('etag')}, Cache-Control "${head.headers.get('cache-control')}"`);
    const again = await fetch(`${api.baseUrl}/homepage/banners`, { headers: { 'if-none-match': head.headers.get('etag') ?? '' } });
    lines.push(`GET /homepage/banners with If-None-Match: ${again.status}`);
    for (const route of ['/homepage/banners', '/newscentre/initial']) {
      const result = await autocannon({
        url: `${api.baseUrl}${route}`,
        connections: 50,
        duration: SECONDS,
        maxOverallRequests: 200_000 * SECONDS,
        headers: { 'accept-encoding': 'br, gzip' },
      });
      lines.push(line(`GET ${route} (50 connections, ${SECONDS} s)`, result));
    }
    const posts = await postContactLeads(api.baseUrl);
    lines.push(line(`POST /contact-leads (20 connections, ${SECONDS} s)`, posts));
  } finally {
    await api.stop();
  }
  return lines;
}

/** POST /contact-leads with every lead announced by mail and webhook through the outbox, `smtpUrl` being up or not. */
async function announcedPosts(label: string, smtpUrl: string, webhook: CountingPeer, mail?: CountingPeer): Promise<string[]> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'content-api-bench-notify-'));
  try {
    const api = await startApiProcess(fromBundle, {
      DATA_DIR: dataDir,
      POST_RATE_LIMIT: '100000',
      LOG_LEVEL: 'warn',
      SMTP_URL: smtpUrl,
      LEADS_MAIL_FROM: 'Bench <leads@bench.example>',
      CONTACT_LEADS_MAIL_TO: 'sales@bench.example',
      LEADS_WEBHOOK_URL: webhook.url,
      LEADS_WEBHOOK_SECRET: 'bench-webhook-secret-0123456789abcdef',
    });
    const [mailsBefore, hooksBefore] = [mail?.received() ?? 0, webhook.received()];
    try {
      const result = await postContactLeads(api.baseUrl);
      const verdict = result.latency.p99 <= POST_P99_TARGET_MS ? 'within' : 'OVER';
      const sent = `${mail ? `${mail.received() - mailsBefore} mails` : 'no mail'}, ${webhook.received() - hooksBefore} webhooks`;
      return [
        `${line(`POST /contact-leads, ${label}`, result)}   p99 ${verdict} the ${POST_P99_TARGET_MS} ms target`,
        `  announced while it ran: ${sent} for ${result['2xx']} leads accepted`,
      ];
    } finally {
      await api.stop();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function notificationFigures(): Promise<string[]> {
  const mail = await startCountingMailServer();
  const webhook = await startCountingWebhook();
  try {
    return [
      ...(await announcedPosts(`mail + webhook up (20 conn., ${SECONDS} s)`, mail.url, webhook, mail)),
      // Nothing listens on a port just found free: each connection to the mail server is refused.
      ...(await announcedPosts(`mail server down (20 conn., ${SECONDS} s)`, `smtp://127.0.0.1:${await freePort()}`, webhook)),
    ];
  } finally {
    await mail.close();
    await webhook.close();
  }
}

async function crashFigure(label: string, databaseUrl: string | undefined): Promise<string> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'content-api-bench-crash-'));
  const schema = `bench_${process.pid}_${Date.now()}`;
  const admin = databaseUrl ? new Pool({ connectionString: databaseUrl, max: 1 }) : undefined;
  let result: CrashDrillResult;
  try {
    let url: string | undefined;
    if (admin && databaseUrl) {
      await admin.query(`CREATE SCHEMA ${schema}`);
      const withSchema = new URL(databaseUrl);
      withSchema.searchParams.set('options', `-c search_path=${schema}`);
      url = withSchema.toString();
    }
    result = await runCrashDrill({
      launch: fromBundle,
      env: { DATA_DIR: dataDir, ...(url ? { DATABASE_URL: url } : {}) },
      total: 600,
      killAfter: 250,
      concurrency: 8,
    });
  } finally {
    if (admin) {
      await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await admin.end();
    }
    await rm(dataDir, { recursive: true, force: true });
  }
  const details = result.problems.length > 0 ? `\n    ${result.problems.slice(0, 5).join('\n    ')}` : '';
  return `Crash drill, ${label.padEnd(22)} acknowledged ${result.acknowledged}, stored ${result.stored}, lost ${result.lost} (cut by the kill: ${result.cutByKill}, unreferenced uploads: ${result.strayFiles.length}${databaseUrl ? ' (on PostgreSQL removed once an hour old)' : ''}, clean stop after restart: ${result.exitAfterStop === 0 ? 'yes' : 'no'})${details}`;
}

async function main(): Promise<void> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'content-api-bench-'));
  const lines: string[] = [];
  try {
    lines.push(...(await loadFigures(dataDir)));
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
  lines.push(...(await notificationFigures()));
  lines.push(await crashFigure('embedded (PGlite):', undefined));
  if (postgresUrl) lines.push(await crashFigure('PostgreSQL:', postgresUrl));
  else lines.push('Crash drill, PostgreSQL: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL)');
  console.log(`\ncontent-api on ${os.cpus().length} cores, Node ${process.version}\n${lines.join('\n')}`);
  const lost = lines.some((text) => /lost [1-9]/.test(text));
  if (lost) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
