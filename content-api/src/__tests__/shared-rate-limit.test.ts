import type { FastifyInstance } from 'fastify';
import { freePort } from '../../scripts/lib/api-process';
import { validContactLead } from './support/multipart';
import { redisInstalled, startRedis } from './support/redis-server';
import type { RedisServer } from './support/redis-server';
import { testDatabaseUrl } from './support/test-database';
import { SITE_ORIGIN, createTestEnvironment } from './support/test-server';
import type { TestEnvironment } from './support/test-server';

const LIMIT = 3;
// The limit does not depend on the database engine: when both engines' projects run, the PostgreSQL one runs it.
const thisEngine = !process.env.TEST_DATABASE_URL || testDatabaseUrl !== undefined;
const withRedis = redisInstalled && thisEngine ? describe : describe.skip;
const title = redisInstalled
  ? 'the form limit counted in Redis'
  : 'the form limit counted in Redis (skipped: redis-server is not installed; .ci/run installs it)';

withRedis(title, () => {
  let redis: RedisServer;
  const envs: TestEnvironment[] = [];
  let first: FastifyInstance;
  let second: FastifyInstance;

  /** A server with its own DATA_DIR and database, sharing only Redis. */
  async function instance(): Promise<FastifyInstance> {
    const env = await createTestEnvironment({ postRateLimit: LIMIT, redisUrl: redis.url });
    envs.push(env);
    // A command that outlasts its half second on a busy machine would let a post through
    // uncounted, as a Redis that hangs does; this test is about the counting.
    return env.start({ redisTimeoutMs: 10_000 });
  }

  beforeAll(async () => {
    redis = await startRedis(await freePort());
    first = await instance();
    second = await instance();
  }, 120_000);
  afterAll(async () => {
    for (const env of envs) await env.cleanup();
    await redis.stop();
  });

  const post = (app: FastifyInstance, client: string) =>
    app.inject({ method: 'POST', url: '/contact-leads', payload: validContactLead, headers: { origin: SITE_ORIGIN }, remoteAddress: client });

  it(`refuses a client's submission past ${LIMIT} a minute whichever server it reaches`, async () => {
    const statuses: number[] = [];
    for (const app of [first, second, first]) statuses.push((await post(app, '198.51.100.7')).statusCode);
    expect(statuses).toEqual([200, 200, 200]);
    const refused = await post(second, '198.51.100.7');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Too many submissions, please try again in/);
    // Another client is counted apart.
    expect((await post(second, '198.51.100.8')).statusCode).toBe(200);
  });

  it('keeps taking submissions, uncounted, while Redis is down', async () => {
    await redis.stop();
    const statuses: number[] = [];
    for (let index = 0; index <= LIMIT; index += 1) statuses.push((await post(index % 2 ? first : second, '198.51.100.20')).statusCode);
    expect(statuses).toEqual(Array(LIMIT + 1).fill(200));
  });
});
