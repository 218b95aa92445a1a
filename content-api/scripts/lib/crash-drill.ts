import { readdir } from 'node:fs/promises';
import { openDatabase } from '../../src/db/open-database';
import { openUploadStore } from '../../src/leads/open-upload-store';
import { runLeadsCli, startApiProcess } from './api-process';
import type { ApiProcess, Launch } from './api-process';

export interface CrashDrillOptions {
  launch: Launch;
  /** DATA_DIR, and DATABASE_URL for PostgreSQL (absent: the embedded engine). */
  env: { DATA_DIR: string; DATABASE_URL?: string };
  /** Leads to send at most (contact and career alternately, careers with two PDFs). */
  total: number;
  /** The server is killed (SIGKILL) once this many leads are acknowledged. */
  killAfter: number;
  /** Requests in flight at once. */
  concurrency: number;
}

export interface CrashDrillResult {
  acknowledged: number;
  /** Acknowledged leads found in the export, in the leads command's list, with their files intact. */
  stored: number;
  lost: number;
  /** Requests cut by the kill: never acknowledged, so either outcome is allowed. */
  cutByKill: number;
  /** Answers other than success before the kill (none expected). */
  refused: number;
  /** What was wrong with each lost lead. */
  problems: string[];
  /** Files of the upload store or in DATA_DIR/uploads that belong to no lead (or are half written). */
  strayFiles: string[];
  /** The restarted server's exit code after SIGTERM (0: a clean stop). */
  exitAfterStop: number | null;
}

const EXPORT_TOKEN = 'crash-drill-export-token-not-for-production';
const SITE_ORIGIN = 'http://localhost:3000';

interface Sent {
  type: 'contact' | 'career';
  index: number;
  resume?: Buffer;
  coverLetter?: Buffer;
}

/** A small, real PDF header, and enough bytes that writing it takes a moment. */
const pdfBytes = (label: string) => Buffer.from(`%PDF-1.4\n% ${label}\n${'%'.repeat(16 * 1024)}\n%%EOF\n`);

async function postLead(baseUrl: string, index: number): Promise<{ id: string; sent: Sent } | undefined> {
  const person = { name: `Visitor ${index}`, email: `visitor${index}@example.com`, phone: '9876543210', message: `Lead ${index}`, recaptchaToken: 'test-captcha-token' };
  let response: Response;
  let sent: Sent;
  if (index % 2 === 0) {
    sent = { type: 'contact', index };
    response = await fetch(`${baseUrl}/contact-leads`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: SITE_ORIGIN },
      body: JSON.stringify({ ...person, subject: `Enquiry ${index}` }),
    });
  } else {
    sent = { type: 'career', index, resume: pdfBytes(`resume of lead ${index}`), coverLetter: pdfBytes(`cover letter of lead ${index}`) };
    const form = new FormData();
    for (const [key, value] of Object.entries({ ...person, current_designation: 'Analyst', expected_salary: '12', current_salary: '9' })) {
      form.set(key, value);
    }
    form.set('resume', new Blob([new Uint8Array(sent.resume as Buffer)], { type: 'application/pdf' }), 'resume.pdf');
    form.set('cover_letter', new Blob([new Uint8Array(sent.coverLetter as Buffer)], { type: 'application/pdf' }), 'cover.pdf');
    response = await fetch(`${baseUrl}/career-leads`, { method: 'POST', headers: { origin: SITE_ORIGIN }, body: form });
  }
  const body = (await response.json()) as { data?: { id?: string } };
  return response.status === 200 && body.data?.id ? { id: body.data.id, sent } : undefined;
}

async function exportLeads(api: ApiProcess, type: 'contact' | 'career'): Promise<Array<Record<string, string>>> {
  const response = await fetch(`${api.baseUrl}/leads/export?type=${type}&format=json`, {
    headers: { authorization: `Bearer ${EXPORT_TOKEN}` },
  });
  if (!response.ok) throw new Error(`Export of ${type} leads answered ${response.status}`);
  return (await response.json()) as Array<Record<string, string>>;
}

/**
 * Sends leads to a real content-api process, kills it (SIGKILL) while requests are in flight,
 * restarts it, and counts which acknowledged leads came back: in the export of the running server,
 * in the leads command's list after a clean stop, and with their PDFs byte for byte.
 */
export async function runCrashDrill(options: CrashDrillOptions): Promise<CrashDrillResult> {
  const env = { ...options.env, POST_RATE_LIMIT: '100000', LEADS_EXPORT_TOKEN: EXPORT_TOKEN };
  const first = await startApiProcess(options.launch, env);
  const acknowledged = new Map<string, Sent>();
  let next = 0;
  let cutByKill = 0;
  let refused = 0;
  let killing: Promise<void> | undefined;
  const worker = async () => {
    while (!killing && next < options.total) {
      const index = next;
      next += 1;
      try {
        const answer = await postLead(first.baseUrl, index);
        if (answer) acknowledged.set(answer.id, answer.sent);
        else refused += 1;
      } catch {
        // The connection was cut by the kill: this lead was never acknowledged.
        cutByKill += 1;
      }
      if (!killing && acknowledged.size >= options.killAfter) killing = first.crash();
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, worker));
  await (killing ?? first.crash());

  const second = await startApiProcess(options.launch, env);
  let exported: Record<'contact' | 'career', Array<Record<string, string>>>;
  let exitAfterStop: number | null;
  try {
    exported = { contact: await exportLeads(second, 'contact'), career: await exportLeads(second, 'career') };
  } finally {
    exitAfterStop = await second.stop();
  }
  const listed = await runLeadsCli(options.launch, ['list'], env);
  if (listed.code !== 0) throw new Error(`leads list failed: ${listed.stderr}`);

  // Read as the servers read them: DATA_DIR/uploads, or the PostgreSQL database.
  const settings = { dataDir: options.env.DATA_DIR, databaseUrl: options.env.DATABASE_URL };
  const db = await openDatabase(settings, { notice: () => {} });
  const uploads = openUploadStore(settings, db);
  const problems: string[] = [];
  let stored: string[];
  try {
    for (const [id, sent] of acknowledged) {
      const row = exported[sent.type].find((candidate) => candidate.id === id);
      if (!row) {
        problems.push(`${sent.type} lead ${sent.index} (${id}) is missing from the export`);
        continue;
      }
      if (!listed.stdout.includes(id)) problems.push(`${sent.type} lead ${sent.index} (${id}) is missing from leads list`);
      if (sent.type === 'career') {
        const resume = await uploads.read(row.resume_file);
        const coverLetter = await uploads.read(row.cover_letter_file);
        if (!resume?.equals(sent.resume as Buffer)) problems.push(`career lead ${sent.index} (${id}): resume missing or damaged`);
        if (!coverLetter?.equals(sent.coverLetter as Buffer)) problems.push(`career lead ${sent.index} (${id}): cover letter missing or damaged`);
      }
    }
    stored = [...(await uploads.names()), ...(await readdir(uploads.dir).catch(() => [] as string[]))];
  } finally {
    await db.close();
  }
  const lostIds = new Set(problems.map((problem) => /\(([0-9a-f-]{36})\)/.exec(problem)?.[1]));
  const referenced = new Set(exported.career.flatMap((row) => [row.resume_file, row.cover_letter_file]));
  const strayFiles = [...new Set(stored)].filter((name) => !referenced.has(name));
  return {
    acknowledged: acknowledged.size,
    stored: acknowledged.size - lostIds.size,
    lost: lostIds.size,
    cutByKill,
    refused,
    problems,
    strayFiles,
    exitAfterStop,
  };
}
