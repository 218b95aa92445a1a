import http from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fromSource, runLeadsCli, startApiProcess } from '../../scripts/lib/api-process';
import type { ApiProcess } from '../../scripts/lib/api-process';
import { multipartBody, validCareerForm } from './support/multipart';
import { createTestDatabase } from './support/test-database';
import type { TestDatabase } from './support/test-database';

let dataDir: string;
let database: TestDatabase;
let api: ApiProcess | undefined;
beforeEach(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'content-api-stop-'));
  database = await createTestDatabase();
});
afterEach(async () => {
  if (api) await api.crash().catch(() => {});
  await database.drop();
  await rm(dataDir, { recursive: true, force: true });
});

/** Starts a career application, sends half its body, and answers a way to send the rest. */
function startSlowUpload(baseUrl: string) {
  const { payload, headers } = multipartBody(validCareerForm());
  const request = http.request(`${baseUrl}/career-leads`, {
    method: 'POST',
    headers: { ...headers, 'content-length': String(payload.length), origin: 'http://localhost:3000' },
  });
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    request.on('response', (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on('error', reject);
  });
  const half = Math.floor(payload.length / 2);
  request.write(payload.subarray(0, half));
  return {
    answer,
    finish: () => request.end(payload.subarray(half)),
  };
}

const refusesConnections = (baseUrl: string) =>
  fetch(`${baseUrl}/health`, { signal: AbortSignal.timeout(2000) }).then(
    () => false,
    () => true,
  );

describe('SIGTERM', () => {
  it('stops taking connections, finishes the request in flight, stores it and exits cleanly', async () => {
    const env = { DATA_DIR: dataDir, ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}) };
    api = await startApiProcess(fromSource, env);
    const upload = startSlowUpload(api.baseUrl);
    // The request has reached the server (its headers and half the body) before the signal.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const exitCode = api.stop();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await refusesConnections(api.baseUrl)).toBe(true);
    upload.finish();
    const { status, body } = await upload.answer;
    expect(status).toBe(200);
    const { id } = JSON.parse(body).data as { id: string };
    expect(await exitCode).toBe(0);
    api = undefined;

    const listed = await runLeadsCli(fromSource, ['list', '--type', 'career'], env);
    expect(listed.code).toBe(0);
    expect(listed.stdout).toContain('career leads: 1');
    expect(listed.stdout).toContain(id);
  }, 120_000);
});

/** Asks /readyz until it answers 503 (or the process is gone); answers that answer's status and body. */
async function readinessOnceStopping(baseUrl: string, exited: Promise<unknown>) {
  let gone = false;
  void exited.then(() => (gone = true));
  while (!gone) {
    const response = await fetch(`${baseUrl}/readyz`, { signal: AbortSignal.timeout(2000) }).catch(() => undefined);
    if (response && response.status !== 200) return { status: response.status, body: await response.json() };
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return undefined;
}

describe('SIGTERM with STOP_DRAIN_MS', () => {
  it('turns readiness off first, goes on serving during the drain, then exits cleanly', async () => {
    const env = { DATA_DIR: dataDir, STOP_DRAIN_MS: '5000', ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}) };
    api = await startApiProcess(fromSource, env);
    const ready = await fetch(`${api.baseUrl}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ status: 'ready' });

    const exitCode = api.stop();
    expect(await readinessOnceStopping(api.baseUrl, api.exited)).toEqual({ status: 503, body: { status: 'stopping' } });
    // Traffic that still arrives while balancers catch up is served.
    const served = await fetch(`${api.baseUrl}/globals`);
    expect(served.status).toBe(200);
    expect(await exitCode).toBe(0);
    api = undefined;
  }, 120_000);
});
