// content-api's throughput and durability figures, on this machine, over the loopback interface:
// cached content GETs, POST /contact-leads with durability on, the same with each lead announced by
// mail (a local SMTP server) and webhook (a local receiver), both up and then with the mail server
// down, and the crash drill (SIGKILL while leads are posted) on the embedded engine and, when
// BENCH_DATABASE_URL or TEST_DATABASE_URL is set, on that PostgreSQL server. Bounded: each load
// run lasts BENCH_SECONDS (default 10).
// BENCH_ONLY=load,announce,crash runs only those parts (default: all); the announcement figures
// are also taken on PostgreSQL when a URL is set. BENCH_BUNDLE=<folder beside dist/> measures
// another build (e.g. one of an earlier commit copied to dist-base/) for a comparison.
// Usage: pnpm bench:api   (builds content-api first)
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import type { Result } from 'autocannon';
import { Pool } from 'pg';
import { freePort, fromBundleIn, startApiProcess } from './lib/api-process';
import { runCrashDrill } from './lib/crash-drill';
import type { CrashDrillResult } from './lib/crash-drill';
import { startCountingMailServer, startCountingWebhook } from './lib/lead-peers';
import type { CountingPeer } from './lib/lead-peers';

const SECONDS = Math.min(Math.max(Number(process.env.BENCH_SECONDS) || 10, 1), 60);
const postgresUrl = process.env.BENCH_DATABASE_URL?.trim() || process.env.TEST_DATABASE_URL?.trim() || undefined;
const PARTS = ['load', 'announce', 'crash'] as const;
const only = process.env.BENCH_ONLY?.split(',').map((part) => part.trim()).filter(Boolean);
const unknownPart = only?.find((part) => !(PARTS as readonly string[]).includes(part));
if (unknownPart) throw new Error(`BENCH_ONLY: "${unknownPart}" is none of ${PARTS.join(', ')}`);
const runs = (part: (typeof PARTS)[number]) => !only || only.includes(part);
const bundleFolder = process.env.BENCH_BUNDLE?.trim() || 'dist';
const launch = fromBundleIn(bundleFolder);

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
  const api = await startApiProcess(launch, { DATA_DIR: dataDir, POST_RATE_LIMIT: '100000', LOG_LEVEL: 'warn' });
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

/** A schema of its own on the PostgreSQL server for `work`, dropped afterwards; undefined: the embedded engine. */
async function withSchema<T>(databaseUrl: string | undefined, work: (url: string | undefined) => Promise<T>): Promise<T> {
  if (!databaseUrl) return work(undefined);
  const schema = `bench_${process.pid}_${Date.now()}`;
  const admin = new Pool({ connectionString: databaseUrl, max: 1 });
  try {
    await admin.query(`CREATE SCHEMA ${schema}`);
    const url = new URL(databaseUrl);
    url.searchParams.set('options', `-c search_path=${schema}`);
    return await work(url.toString());
  } finally {
    await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`).catch(() => {});
    await admin.end();
  }
}

interface Peers {
  smtpUrl: string;
  webhook: CountingPeer;
  /** Absent when the mail server is down. */
  mail?: CountingPeer;
}

/** POST /contact-leads on one engine, every lead announced by mail and webhook through the outbox, or not (`peers` absent). */
async function announcedPosts(label: string, databaseUrl: string | undefined, peers?: Peers): Promise<string[]> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'content-api-bench-notify-'));
  try {
    return await withSchema(databaseUrl, (url) => announcedPostsOn(label, { DATA_DIR: dataDir, ...(url ? { DATABASE_URL: url } : {}) }, peers));
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function announcedPostsOn(label: string, env: NodeJS.ProcessEnv, peers?: Peers): Promise<string[]> {
  const announcing = peers && {
    SMTP_URL: peers.smtpUrl,
    LEADS_MAIL_FROM: 'Bench <leads@bench.example>',
    CONTACT_LEADS_MAIL_TO: 'sales@bench.example',
    LEADS_WEBHOOK_URL: peers.webhook.url,
    LEADS_WEBHOOK_SECRET: 'bench-webhook-secret-0123456789abcdef',
  };
  const api = await startApiProcess(launch, { ...env, POST_RATE_LIMIT: '100000', LOG_LEVEL: 'warn', ...announcing });
  const [mailsBefore, hooksBefore] = [peers?.mail?.received() ?? 0, peers?.webhook.received() ?? 0];
  try {
    const result = await postContactLeads(api.baseUrl);
    const verdict = result.latency.p99 <= POST_P99_TARGET_MS ? 'within' : 'OVER';
    const lines = [`${line(`POST /contact-leads, ${label}`, result)}   p99 ${verdict} the ${POST_P99_TARGET_MS} ms target`];
    if (peers) {
      const mails = peers.mail ? `${peers.mail.received() - mailsBefore} mails` : 'no mail';
      lines.push(`  announced while it ran: ${mails}, ${peers.webhook.received() - hooksBefore} webhooks for ${result['2xx']} leads accepted`);
    }
    return lines;
  } finally {
    await api.stop();
  }
}

async function notificationFigures(engine: string, databaseUrl: string | undefined): Promise<string[]> {
  const mail = await startCountingMailServer();
  const webhook = await startCountingWebhook();
  const run = `20 conn., ${SECONDS} s`;
  try {
    return [
      ...(await announcedPosts(`${engine}, not announced (${run})`, databaseUrl)),
      ...(await announcedPosts(`${engine}, mail + webhook up (${run})`, databaseUrl, { smtpUrl: mail.url, webhook, mail })),
      // Nothing listens on a port just found free: each connection to the mail server is refused.
      ...(await announcedPosts(`${engine}, mail down (${run})`, databaseUrl, { smtpUrl: `smtp://127.0.0.1:${await freePort()}`, webhook })),
    ];
  } finally {
    await mail.close();
    await webhook.close();
  }
}

async function crashFigure(label: string, databaseUrl: string | undefined): Promise<string> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'content-api-bench-crash-'));
  let result: CrashDrillResult;
  try {
    result = await withSchema(databaseUrl, (url) =>
      runCrashDrill({
        launch,
        env: { DATA_DIR: dataDir, ...(url ? { DATABASE_URL: url } : {}) },
        total: 600,
        killAfter: 250,
        concurrency: 8,
      }),
    );
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
  const details = result.problems.length > 0 ? `\n    ${result.problems.slice(0, 5).join('\n    ')}` : '';
  return `Crash drill, ${label.padEnd(22)} acknowledged ${result.acknowledged}, stored ${result.stored}, lost ${result.lost} (cut by the kill: ${result.cutByKill}, unreferenced uploads: ${result.strayFiles.length}${databaseUrl ? ' (on PostgreSQL removed once an hour old)' : ''}, clean stop after restart: ${result.exitAfterStop === 0 ? 'yes' : 'no'})${details}`;
}

async function main(): Promise<void> {
  const lines: string[] = [];
  if (runs('load')) {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'content-api-bench-'));
    try {
      lines.push(...(await loadFigures(dataDir)));
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }
  if (runs('announce')) {
    lines.push(...(await notificationFigures('PGlite', undefined)));
    if (postgresUrl) lines.push(...(await notificationFigures('PostgreSQL', postgresUrl)));
  }
  if (runs('crash')) {
    lines.push(await crashFigure('embedded (PGlite):', undefined));
    if (postgresUrl) lines.push(await crashFigure('PostgreSQL:', postgresUrl));
  }
  if (!postgresUrl) lines.push('PostgreSQL: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL)');
  console.log(`\ncontent-api (${bundleFolder}) on ${os.cpus().length} cores, Node ${process.version}\n${lines.join('\n')}`);
  const lost = lines.some((text) => /lost [1-9]/.test(text));
  if (lost) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
