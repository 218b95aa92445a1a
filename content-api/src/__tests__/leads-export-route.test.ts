import type { FastifyInstance } from 'fastify';
import { validContactLead } from './support/multipart';
import { SITE_ORIGIN, createTestEnvironment } from './support/test-server';
import type { TestEnvironment } from './support/test-server';

const TOKEN = 'export-token-for-tests';

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
    const wrong = await get('/leads/export?type=contact', 'export-token-for-testz');
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
