// How long the inbox takes to show a lead's page and to send a PDF, each of which writes an audit
// line and makes it durable first (decision 0048), one operator at a time and several at once; and
// what visitors posting forms notice of an operator reading leads nonstop. Against a real server
// process over the loopback interface, on the embedded engine (or on PostgreSQL with DATABASE_URL).
// BENCH_BUNDLE=<folder beside dist/> measures another build (e.g. one of an earlier commit copied
// to dist-base/) for a comparison; BENCH_REQUESTS sets how many of each (default 300).
// Usage: pnpm --filter content-api bench:inbox   (builds content-api first)
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fromBundleIn, runLeadsCli, startApiProcess } from './lib/api-process';

const REQUESTS = Math.min(Math.max(Number(process.env.BENCH_REQUESTS) || 300, 10), 5000);
const LEADS = 500;
const CONCURRENT = 8;
const USER = 'timing@example.com';
const PASSWORD = 'Timing-Ledger-2025-long';
const FORM = { origin: 'null', 'sec-fetch-site': 'same-origin', 'content-type': 'application/x-www-form-urlencoded' };
const bundleFolder = process.env.BENCH_BUNDLE?.trim() || 'dist';
const launch = fromBundleIn(bundleFolder);

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))];

function summary(label: string, times: number[], wallMs: number): string {
  const sorted = [...times].sort((a, b) => a - b);
  const mean = times.reduce((sum, time) => sum + time, 0) / times.length;
  const ms = (value: number) => value.toFixed(1).padStart(6);
  return `${label.padEnd(40)} mean ${ms(mean)} ms  p50 ${ms(percentile(sorted, 50))} ms  p90 ${ms(percentile(sorted, 90))} ms  p99 ${ms(percentile(sorted, 99))} ms  ${Math.round((times.length * 1000) / wallMs)} per s`;
}

/** Runs `count` requests over `clients` parallel loops; answers each one's time. */
async function timed(count: number, clients: number, request: (index: number) => Promise<Response>): Promise<{ times: number[]; wallMs: number }> {
  const times: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (next < count) {
        const index = next++;
        const at = performance.now();
        const answer = await request(index);
        await answer.arrayBuffer();
        if (answer.status !== 200) throw new Error(`answered ${answer.status}`);
        times.push(performance.now() - at);
      }
    }),
  );
  return { times, wallMs: performance.now() - started };
}

const postContactLead = (baseUrl: string, index: number) =>
  fetch(`${baseUrl}/contact-leads`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: `Visitor ${index}`, email: `v${index}@example.com`, phone: '9876543210', subject: 'Timing', message: 'Measuring the inbox.', recaptchaToken: 'test-captcha-token' }),
  });

async function postLeads(baseUrl: string): Promise<{ contact: string[]; career: string }> {
  const contact: string[] = [];
  for (let index = 0; index < LEADS; index++) {
    const answer = await postContactLead(baseUrl, index);
    contact.push(((await answer.json()) as { data: { id: string } }).data.id);
  }
  const career = new FormData();
  for (const [key, value] of Object.entries({ name: 'Timing Applicant', email: 'applicant@example.com', phone: '9876543210', message: 'Timing', current_designation: 'Analyst', expected_salary: '12', current_salary: '9', recaptchaToken: 'test-captcha-token' })) career.set(key, value);
  career.set('resume', new Blob([`%PDF-1.4\n${'% resume line\n'.repeat(4000)}%%EOF\n`], { type: 'application/pdf' }), 'resume.pdf');
  career.set('cover_letter', new Blob(['%PDF-1.4\n%%EOF\n'], { type: 'application/pdf' }), 'cover.pdf');
  const answer = await fetch(`${baseUrl}/career-leads`, { method: 'POST', body: career });
  return { contact, career: ((await answer.json()) as { data: { id: string } }).data.id };
}

async function main(): Promise<void> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'inbox-timing-'));
  const env = { DATA_DIR: path.join(root, 'data'), POST_RATE_LIMIT: '100000', LOG_LEVEL: 'warn' };
  const added = await runLeadsCli(launch, ['users', 'add', USER], env, { input: `${PASSWORD}\n` });
  if (added.code !== 0) throw new Error(`users add failed: ${added.stderr}`);
  const api = await startApiProcess(launch, env);
  try {
    const { contact, career } = await postLeads(api.baseUrl);
    const signedIn = await fetch(`${api.baseUrl}/inbox/sign-in`, { method: 'POST', redirect: 'manual', headers: FORM, body: new URLSearchParams({ email: USER, password: PASSWORD }).toString() });
    const cookie = signedIn.headers.getSetCookie().find((line) => line.startsWith('inbox_session='))?.split(';')[0] ?? '';
    const view = (index: number) => fetch(`${api.baseUrl}/inbox/leads/contact/${contact[index % contact.length]}`, { headers: { cookie } });
    const download = () => fetch(`${api.baseUrl}/inbox/leads/career/${career}/files/resume`, { headers: { cookie } });
    const list = () => fetch(`${api.baseUrl}/inbox`, { headers: { cookie } });
    await timed(30, 1, view);
    console.log(`${bundleFolder}, ${process.env.DATABASE_URL ? 'PostgreSQL' : 'embedded engine'}, ${LEADS} leads, ${REQUESTS} requests each`);
    for (const [label, request, clients] of [
      ['list (no audit line)', list, 1],
      ['lead page, one operator', view, 1],
      [`lead page, ${CONCURRENT} at once`, view, CONCURRENT],
      ['PDF download, one operator', download, 1],
      [`PDF download, ${CONCURRENT} at once`, download, CONCURRENT],
    ] as const) {
      const { times, wallMs } = await timed(REQUESTS, clients, request);
      console.log(summary(label, times, wallMs));
    }
    // What visitors sending forms notice of one operator reading leads without a pause.
    const alone = await timed(REQUESTS, 4, (index) => postContactLead(api.baseUrl, index));
    console.log(summary('lead posts, 4 at once', alone.times, alone.wallMs));
    let reading = true;
    const operator = (async () => {
      for (let index = 0; reading; index++) await (await view(index)).arrayBuffer();
    })();
    const beside = await timed(REQUESTS, 4, (index) => postContactLead(api.baseUrl, index));
    reading = false;
    await operator;
    console.log(summary('lead posts, 4 at once, operator reading', beside.times, beside.wallMs));
  } finally {
    await api.stop();
    await rm(root, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
