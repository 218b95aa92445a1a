import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { stopGracefully } from '../graceful-stop';
import { createServer } from '../server';
import { createTestEnvironment } from './support/test-server';
import type { TestEnvironment } from './support/test-server';

let env: TestEnvironment;
let db: Database;
/** While true, every query fails as if the database had gone away. */
let databaseGone = false;
let app: FastifyInstance;
let logLines: string[];

beforeAll(async () => {
  env = await createTestEnvironment();
  const opened = await env.openDb();
  db = {
    ...opened,
    query: async (sql, params) => {
      if (databaseGone) throw new Error('connection terminated');
      return opened.query(sql, params);
    },
  };
});
beforeEach(async () => {
  databaseGone = false;
  logLines = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(chunk.toString());
      done();
    },
  });
  app = await createServer({ config: env.config, db, logger: { level: 'info', stream } });
});
afterEach(() => app.close());
afterAll(() => env.cleanup());

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

describe('GET /healthz', () => {
  it('answers that the process is alive without asking the database', async () => {
    databaseGone = true;
    const answer = await get('/healthz');
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ status: 'ok' });
    expect(answer.headers['cache-control']).toBe('no-store');
  });
});

describe('GET /readyz', () => {
  it('answers ready once the database is open and the journal replayed', async () => {
    const answer = await get('/readyz');
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ status: 'ready', database: db.description });
  });

  it('answers 503 while the database does not answer', async () => {
    databaseGone = true;
    const answer = await get('/readyz');
    expect(answer.statusCode).toBe(503);
    expect(answer.json()).toEqual({ status: 'not ready', reason: 'the database does not answer' });
  });

  it('answers 503 from the moment a stop begins, while other requests are still served during the drain', async () => {
    const stopped = stopGracefully(app, { drainMs: 500 });
    const readiness = await get('/readyz');
    expect(readiness.statusCode).toBe(503);
    expect(readiness.json()).toEqual({ status: 'stopping' });
    expect((await get('/healthz')).statusCode).toBe(200);
    expect((await get('/globals')).statusCode).toBe(200);
    await stopped;
  });

  it('is answered to any caller however often, and neither probe is logged', async () => {
    const probes = await Promise.all(
      Array.from({ length: 30 }, (_, index) => get(index % 2 ? '/readyz' : '/healthz', { origin: 'https://elsewhere.example' })),
    );
    expect(probes.map((probe) => probe.statusCode)).toEqual(Array(30).fill(200));
    expect(logLines.filter((line) => /healthz|readyz/.test(line))).toEqual([]);
  });
});

describe('GET /health', () => {
  it('still answers for the scripts that wait on it', async () => {
    const answer = await get('/health');
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ status: 200, data: { database: db.description } });
  });
});
