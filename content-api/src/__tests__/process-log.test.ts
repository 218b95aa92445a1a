import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fromSource, startApiProcess } from '../../scripts/lib/api-process';
import type { ApiProcess } from '../../scripts/lib/api-process';
import { validContactLead } from './support/multipart';
import { createTestDatabase } from './support/test-database';
import type { TestDatabase } from './support/test-database';

let dataDir: string;
let database: TestDatabase;
let api: ApiProcess | undefined;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'content-api-log-'));
  database = await createTestDatabase();
});
afterAll(async () => {
  if (api) await api.crash().catch(() => {});
  await database.drop();
  await rm(dataDir, { recursive: true, force: true });
});

const visitor = { ...validContactLead, name: 'Isolde Marchbank', email: 'isolde.marchbank@private-mail.example', phone: '9800011122' };

describe('the server process', () => {
  it('writes one JSON line per request to its output, under the id a trusted proxy gave', async () => {
    api = await startApiProcess(fromSource, {
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      TRUST_PROXY: 'loopback',
      ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}),
    });
    const read = await fetch(`${api.baseUrl}/homepage/banners`, { headers: { 'x-request-id': 'proxy-read-1' } });
    expect(read.headers.get('x-request-id')).toBe('proxy-read-1');
    const post = await fetch(`${api.baseUrl}/contact-leads`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-request-id': 'proxy-post-1' },
      body: JSON.stringify(visitor),
    });
    expect(post.status).toBe(200);
    expect(await api.stop()).toBe(0);

    const output = api.output();
    const lines = output
      .split('\n')
      .filter((line) => line !== '')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    const completed = lines.filter((line) => line.msg === 'request completed');
    expect(completed.filter((line) => line.reqId === 'proxy-read-1')).toEqual([
      expect.objectContaining({ level: 30, method: 'GET', route: '/homepage/banners', status: 200 }),
    ]);
    expect(completed.filter((line) => line.reqId === 'proxy-post-1')).toEqual([
      expect.objectContaining({ level: 30, method: 'POST', route: '/contact-leads', status: 200 }),
    ]);
    // The start-up's probes of /health are requests like any other.
    for (const line of completed) expect(line.reqId).toEqual(expect.any(String));
    for (const value of [visitor.name, visitor.email, visitor.phone, visitor.message]) expect(output).not.toContain(value);
  });
});
