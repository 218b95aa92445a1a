import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { waitForAnswer } from '@group/wait-for-answer';
import { careerFields, careerForm } from './career-form';
import { addInboxUser } from './leads-command';
import { origin, ports } from './ports.mjs';

const repo = path.resolve(__dirname, '../..');

export const INBOX_USER = { email: 'hr@example.com', password: 'Browser-Test-Password-2025' };

/** The PDFs of the application the inbox test opens: bytes it can compare with what it downloads. */
export const RESUME_PDF = Buffer.from('%PDF-1.4\n% Asha Verma, resume for the inbox test\n%%EOF\n');
export const COVER_LETTER_PDF = Buffer.from('%PDF-1.4\n% Asha Verma, cover letter for the inbox test\n%%EOF\n');

export interface InboxApi {
  /** Where the inbox is: `${url}/inbox`. */
  url: string;
  stop(): Promise<void>;
}

/**
 * A content-api of its own for the inbox test, set up as an operator does: the inbox user added
 * with `pnpm leads users add` (the built CLI) on a fresh data folder before the server starts,
 * then leads sent through the public API as the site's forms send them (the test captcha).
 */
export async function startInboxApi(): Promise<InboxApi> {
  const port = ports.shell + 49; // clear of the ports the rehearsal of production holds
  const url = origin(port);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'e2e-inbox-'));
  const env: Record<string, string> = {
    ...(process.env as Record<string, string>),
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
  };

  await addInboxUser(env, INBOX_USER);

  const server = spawn(process.execPath, ['content-api/dist/index.js'], {
    cwd: repo,
    env: { ...env, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: url, CAPTCHA_MODE: 'test', INBOX_TIME_ZONE: 'Asia/Kolkata' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stopped = () => server.exitCode !== null || server.signalCode !== null;
  await waitForAnswer(`${url}/readyz`, {
    timeoutMs: 30_000,
    stillStarting: () => {
      if (stopped()) throw new Error(`the inbox's content-api exited with ${server.signalCode ?? server.exitCode}`);
    },
  });
  await postLeads(url);

  return {
    url,
    stop: () =>
      new Promise((resolve) => {
        const done = () => {
          rmSync(dataDir, { recursive: true, force: true });
          resolve();
        };
        if (stopped()) return done();
        const kill = setTimeout(() => server.kill('SIGKILL'), 5_000);
        server.once('exit', () => {
          clearTimeout(kill);
          done();
        });
        server.kill('SIGTERM');
      }),
  };
}

const CAPTCHA = { recaptchaToken: 'test-captcha-token' };

async function postLeads(url: string): Promise<void> {
  const contacts = [
    { name: 'Meera Iyer', email: 'meera@example.com', phone: '9123456780', subject: 'Partnership', message: 'Please call me back.' },
    { name: 'Ravi Kumar', email: 'ravi@example.com', phone: '9123456781', subject: 'Sponsorship', message: 'About the league.' },
  ];
  for (const lead of contacts) {
    const answer = await fetch(`${url}/contact-leads`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...lead, ...CAPTCHA }),
    });
    if (!answer.ok) throw new Error(`contact lead refused: ${answer.status} ${await answer.text()}`);
  }
  const form = careerForm(
    { ...careerFields, ...CAPTCHA },
    { resume: { name: 'Asha Résumé.pdf', bytes: RESUME_PDF }, cover_letter: { name: 'cover letter.pdf', bytes: COVER_LETTER_PDF } },
  );
  const answer = await fetch(`${url}/career-leads`, { method: 'POST', body: form });
  if (!answer.ok) throw new Error(`career lead refused: ${answer.status} ${await answer.text()}`);
}
