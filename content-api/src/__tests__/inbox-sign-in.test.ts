import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { addInboxUser } from '../inbox/inbox-users';
import { SignInThrottle } from '../inbox/sign-in-throttle';
import { createServer } from '../server';
import { OWN_FORM_HEADERS, form, sessionCookieOf, signIn, signInAnswer } from './support/inbox-client';
import { createTestEnvironment } from './support/test-server';
import type { TestEnvironment } from './support/test-server';

const EMAIL = 'hr@example.com';
const PASSWORD = 'Saffron-Ledger-2025';

describe('signing in to the inbox', () => {
  let env: TestEnvironment;
  let db: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    env = await createTestEnvironment({ trustProxy: true });
    db = await env.openDb();
    app = await env.start({ db });
    await addInboxUser(db, EMAIL, PASSWORD);
  });
  afterAll(() => env.cleanup());

  it('sends a visitor without a session to the sign-in page, which asks for e-mail and password', async () => {
    const answer = await app.inject({ method: 'GET', url: '/inbox' });
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe('/inbox/sign-in');
    const page = await app.inject({ method: 'GET', url: '/inbox/sign-in' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('<label for="email">E-mail</label>');
    expect(page.body).toContain('<label for="password">Password</label>');
  });

  it('says "Wrong e-mail or password" alike for a wrong password and an unknown account, keeping the e-mail typed', async () => {
    const wrongPassword = await signInAnswer(app, EMAIL, 'Saffron-Ledger-2024');
    const unknownAccount = await signInAnswer(app, 'nobody@example.com', PASSWORD);
    for (const answer of [wrongPassword, unknownAccount]) {
      expect(answer.statusCode).toBe(401);
      expect(answer.body).toContain('Wrong e-mail or password.');
      expect(answer.headers['set-cookie']).toBeUndefined();
    }
    expect(wrongPassword.body).toContain(`value="${EMAIL}"`);
  });

  it('signs in with the right password, whatever the case of the e-mail, into a session cookie only the inbox gets', async () => {
    const answer = await signInAnswer(app, 'HR@Example.com', PASSWORD);
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe('/inbox');
    const cookie = String(answer.headers['set-cookie']);
    expect(cookie).toMatch(/^inbox_session=[A-Za-z0-9_-]{43}; Path=\/inbox; HttpOnly; SameSite=Strict$/);
    const list = await app.inject({ method: 'GET', url: '/inbox', headers: { cookie: sessionCookieOf(answer) } });
    expect(list.statusCode).toBe(200);
    expect(list.body).toContain(`Signed in as ${EMAIL}`);
  });

  it('marks the cookie Secure when the request came over HTTPS through a trusted proxy', async () => {
    const answer = await app.inject({
      method: 'POST',
      url: '/inbox/sign-in',
      headers: { ...OWN_FORM_HEADERS, 'x-forwarded-proto': 'https' },
      payload: form({ email: EMAIL, password: PASSWORD }),
    });
    expect(answer.statusCode).toBe(303);
    expect(String(answer.headers['set-cookie'])).toMatch(/; HttpOnly; SameSite=Strict; Secure$/);
  });

  it('keeps only a hash of the session token in the database', async () => {
    const visitor = await signIn(app, EMAIL, PASSWORD);
    const token = visitor.cookie.split('=')[1];
    const rows = await db.query<{ token_hash: string }>('SELECT token_hash FROM inbox_sessions');
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.token_hash).not.toContain(token);
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('signs out: the session is deleted, the cookie cleared, and the same cookie no longer opens the inbox', async () => {
    const visitor = await signIn(app, EMAIL, PASSWORD);
    const before = await db.query('SELECT 1 FROM inbox_sessions');
    const answer = await visitor.post('/inbox/sign-out', {});
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe('/inbox/sign-in?notice=signed-out');
    expect(String(answer.headers['set-cookie'])).toMatch(/^inbox_session=; Path=\/inbox; Max-Age=0; HttpOnly; SameSite=Strict/);
    expect(await db.query('SELECT 1 FROM inbox_sessions')).toHaveLength(before.length - 1);
    const signedOutPage = await app.inject({ method: 'GET', url: '/inbox/sign-in?notice=signed-out' });
    expect(signedOutPage.body).toContain('You have signed out.');
    const again = await visitor.get('/inbox');
    expect(again.statusCode).toBe(303);
    expect(again.headers.location).toBe('/inbox/sign-in?notice=ended');
  });

  it('ends a session left unused longer than INBOX_IDLE_MINUTES, and one older than a day however used', async () => {
    const idle = await signIn(app, EMAIL, PASSWORD);
    const busy = await signIn(app, EMAIL, PASSWORD);
    const fresh = await signIn(app, EMAIL, PASSWORD);
    expect(env.config.inboxIdleMinutes).toBe(480);
    const hashOf = (visitor: { cookie: string }) => createHash('sha256').update(visitor.cookie.split('=')[1]).digest('hex');
    await db.query("UPDATE inbox_sessions SET last_seen_at = now() - interval '481 minutes' WHERE token_hash = $1", [hashOf(idle)]);
    await db.query(
      "UPDATE inbox_sessions SET created_at = now() - interval '25 hours', last_seen_at = now() - interval '1 minute' WHERE token_hash = $1",
      [hashOf(busy)],
    );
    await db.query("UPDATE inbox_sessions SET last_seen_at = now() - interval '479 minutes' WHERE token_hash = $1", [hashOf(fresh)]);

    for (const ended of [idle, busy]) {
      const answer = await ended.get('/inbox');
      expect(answer.statusCode).toBe(303);
      expect(answer.headers.location).toBe('/inbox/sign-in?notice=ended');
      expect(String(answer.headers['set-cookie'])).toContain('Max-Age=0');
    }
    const stillIn = await fresh.get('/inbox');
    expect(stillIn.statusCode).toBe(200);
    const ended = await app.inject({ method: 'GET', url: '/inbox/sign-in?notice=ended' });
    expect(ended.body).toContain('Your sign-in has ended.');
  });
});

describe('signing in, guessed passwords', () => {
  let env: TestEnvironment;
  let app: FastifyInstance;
  let db: Database;

  beforeAll(async () => {
    env = await createTestEnvironment();
    db = await env.openDb();
    app = await createServer({
      config: env.config,
      db,
      inbox: { signInLimits: { client: { maxFailures: 4, delayStepMs: 0 }, account: { maxFailures: 3, delayStepMs: 0 } } },
    });
    await addInboxUser(db, EMAIL, PASSWORD);
    await addInboxUser(db, 'front-office@example.com', PASSWORD);
  });
  afterAll(async () => {
    await app.close();
    await env.cleanup();
  });

  it('refuses an account after its limit of failures from any client, even with the right password, saying when to come back', async () => {
    const statuses: number[] = [];
    for (const client of ['198.51.100.1', '198.51.100.2', '198.51.100.3', '198.51.100.4']) {
      statuses.push((await signInAnswer(app, EMAIL, 'not-the-password', client)).statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
    const right = await signInAnswer(app, EMAIL, PASSWORD, '198.51.100.9');
    expect(right.statusCode).toBe(429);
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);
    expect(right.body).toMatch(/Too many failed sign-ins\. Try again in 1[45] minutes\./);
    expect(right.headers['set-cookie']).toBeUndefined();
    // Another account is not held up by it.
    expect((await signInAnswer(app, 'front-office@example.com', PASSWORD, '198.51.100.9')).statusCode).toBe(303);
  });

  it('refuses a client that fails on many accounts, whatever account it tries next', async () => {
    const client = '203.0.113.50';
    const statuses: number[] = [];
    for (const email of ['a@example.com', 'b@example.com', 'c@example.com', 'd@example.com', 'front-office@example.com']) {
      statuses.push((await signInAnswer(app, email, email === 'front-office@example.com' ? PASSWORD : 'guess-guess-guess', client)).statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
  });

  it('answers each failure a little later than the one before, up to 3 s', async () => {
    const throttle = new SignInThrottle(db);
    const delays: number[] = [];
    for (let index = 0; index < 5; index += 1) delays.push(await throttle.failed(`192.0.2.${index + 10}`, 'user@example.com'));
    expect(delays).toEqual([0, 250, 500, 750, 1000]);
    const clientDelays: number[] = [];
    for (let index = 0; index < 16; index += 1) clientDelays.push(await throttle.failed('192.0.2.2', `user${index}@example.com`));
    expect(clientDelays.slice(-3)).toEqual([3000, 3000, 3000]);
  });
});
