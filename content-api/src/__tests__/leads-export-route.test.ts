import type { FastifyInstance } from 'fastify';
import { validContactLead } from './support/multipart';
import { SITE_ORIGIN, createTestEnvironment } from './support/test-server';
import type { TestEnvironment } from './support/test-server';

const TOKEN = 'export-token-for-tests-of-content-api-routes';

describe('GET /leads/export', () => {
  let env: TestEnvironment;
  let app: FastifyInstance;

  beforeAll(async () => {
    env = await createTestEnvironment({ leadsExportToken: TOKEN });
    app = await env.start();
    const posted = await app.inject({
      method: 'POST',
      url: '/contact-leads',
      payload: { ...validContactLead, name: 'Meera Iyer', subject: 'Visit, "soon"' },
      headers: { origin: SITE_ORIGIN },
    });
    expect(posted.statusCode).toBe(200);
  });
  afterAll(() => env.cleanup());

  const get = (url: string, token?: string) =>
    app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });

  it('refuses without the token, or with a wrong one', async () => {
    expect((await get('/leads/export?type=contact')).statusCode).toBe(401);
    const wrong = await get('/leads/export?type=contact', 'export-token-for-tests-of-content-api-routez');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ status: 401, message: 'A valid export token is required' });
  });

  it('exports the stored leads as JSON and as CSV', async () => {
    const json = await get('/leads/export?type=contact', TOKEN);
    expect(json.statusCode).toBe(200);
    expect(json.headers['cache-control']).toBe('no-store');
    expect(json.json()).toEqual([expect.objectContaining({ name: 'Meera Iyer', subject: 'Visit, "soon"' })]);
    const csv = await get('/leads/export?type=contact&format=csv', TOKEN);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.body).toContain('"Visit, ""soon"""');
  });

  it('names a bad type or format', async () => {
    expect((await get('/leads/export?type=everyone', TOKEN)).json().message).toBe('type must be contact or career');
    expect((await get('/leads/export?type=career&format=xml', TOKEN)).json().message).toBe('format must be csv or json');
  });
});

describe('GET /leads/export without a configured token', () => {
  it('does not exist', async () => {
    const env = await createTestEnvironment();
    try {
      const app = await env.start();
      expect((await app.inject({ method: 'GET', url: '/leads/export?type=contact' })).statusCode).toBe(404);
    } finally {
      await env.cleanup();
    }
  });
});

describe('GET /leads/export, tokens guessed', () => {
  it('answers 429 with Retry-After to a client that keeps guessing, while a client that has not failed gets its export', async () => {
    const env = await createTestEnvironment({ leadsExportToken: TOKEN });
    try {
      const app = await env.start();
      const exportFrom = (client: string, token: string) =>
        app.inject({ method: 'GET', url: '/leads/export?type=contact', headers: { authorization: `Bearer ${token}` }, remoteAddress: client });

      const statuses: number[] = [];
      let refused;
      for (let attempt = 0; attempt < 20; attempt += 1) {
        const answer = await exportFrom('203.0.113.7', `guess-${attempt}`);
        statuses.push(answer.statusCode);
        if (answer.statusCode === 429) refused = answer;
      }
      expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
      expect(statuses.slice(10)).toEqual(Array(10).fill(429));
      expect(refused?.json()).toEqual({ status: 429, message: expect.stringMatching(/^Too many wrong export tokens from this client, please try again in \d+ s$/) });
      expect(Number(refused?.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(Number(refused?.headers['retry-after'])).toBeLessThanOrEqual(60);

      // The guesser is refused even with the right token until its minute has passed…
      expect((await exportFrom('203.0.113.7', TOKEN)).statusCode).toBe(429);
      // …and another client is served.
      const other = await exportFrom('198.51.100.20', TOKEN);
      expect(other.statusCode).toBe(200);
      expect(other.json()).toEqual([]);
    } finally {
      await env.cleanup();
    }
  });
});
