import type { FastifyInstance } from 'fastify';
import { PUBLISHED_METRICS_TOKENS } from '../config';
import { postAndHangUp, until } from './support/aborted-request';
import { parseSamples, totalOf, valueOf } from './support/prometheus-text';
import type { Sample } from './support/prometheus-text';
import { multipartBody, pdf, validCareerFields, validContactLead } from './support/multipart';
import { SITE_ORIGIN, createTestEnvironment } from './support/test-server';
import type { TestEnvironment } from './support/test-server';

const TOKEN = PUBLISHED_METRICS_TOKENS[0];
const BANNER_VARIANT = '/images/home/banner-1-desktop.jpg?w=480&fm=webp';

/** What a refused visitor typed: none of it may become a label. */
const refusedVisitor = { ...validContactLead, name: 'Peregrine Ashdown', email: 'peregrine.ashdown@', message: 'Ashdown private note' };

let env: TestEnvironment;
let app: FastifyInstance;

beforeAll(async () => {
  env = await createTestEnvironment({ metricsToken: TOKEN });
  app = await env.start();
});
afterAll(() => env.cleanup());

async function scrape(): Promise<{ text: string; samples: Sample[] }> {
  const response = await app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  expect(response.headers['cache-control']).toBe('no-store');
  return { text: response.body, samples: parseSamples(response.body) };
}

const postContact = (payload: object, origin = SITE_ORIGIN) =>
  app.inject({ method: 'POST', url: '/contact-leads', headers: { origin }, payload });

describe('GET /metrics', () => {
  it('counts reads, cache answers, leads accepted and refused, journal flushes and image renders', async () => {
    const before = (await scrape()).samples;

    expect((await app.inject({ method: 'GET', url: '/homepage/banners' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/homepage/banners' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/newscentre/no-such-item' })).statusCode).toBe(404);
    expect((await postContact(validContactLead)).statusCode).toBe(200);
    expect((await postContact(refusedVisitor)).statusCode).toBe(400);
    expect((await postContact({ ...validContactLead, recaptchaToken: 'not-the-test-token' })).statusCode).toBe(403);
    expect((await postContact(validContactLead, 'https://elsewhere.example')).statusCode).toBe(403);
    const malformed = await app.inject({
      method: 'POST',
      url: '/contact-leads',
      headers: { origin: SITE_ORIGIN, 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(malformed.statusCode).toBe(400);
    const tooLarge = await postContact({ ...validContactLead, message: 'x'.repeat(70 * 1024) });
    expect(tooLarge.statusCode).toBe(413);
    const career = multipartBody({ ...validCareerFields, resume: pdf('resume.pdf'), cover_letter: pdf('cover.pdf') });
    const careerAnswer = await app.inject({ method: 'POST', url: '/career-leads', headers: { ...career.headers, origin: SITE_ORIGIN }, payload: career.payload });
    expect(careerAnswer.statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: BANNER_VARIANT })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: BANNER_VARIANT })).statusCode).toBe(200);

    const after = (await scrape()).samples;
    const moved = (name: string, labels: Record<string, string> = {}) => valueOf(after, name, labels) - valueOf(before, name, labels);

    const requests = 'content_api_http_request_duration_seconds_count';
    expect(moved(requests, { method: 'GET', route: '/homepage/banners', status_class: '2xx' })).toBe(2);
    expect(moved(requests, { method: 'GET', route: '/newscentre/:slug', status_class: '4xx' })).toBe(1);
    expect(moved(requests, { method: 'POST', route: '/contact-leads', status_class: '2xx' })).toBe(1);
    expect(moved(requests, { method: 'POST', route: '/contact-leads', status_class: '4xx' })).toBe(5);
    expect(moved(requests, { method: 'GET', route: '/images/*', status_class: '2xx' })).toBe(2);
    // The scrape before this one is counted too.
    expect(moved(requests, { method: 'GET', route: '/metrics', status_class: '2xx' })).toBe(1);

    expect(moved('content_api_content_cache_answers_total', { result: 'miss' })).toBe(2);
    expect(moved('content_api_content_cache_answers_total', { result: 'hit' })).toBe(1);

    expect(moved('content_api_leads_accepted_total', { type: 'contact' })).toBe(1);
    expect(moved('content_api_leads_accepted_total', { type: 'career' })).toBe(1);
    expect(moved('content_api_leads_refused_total', { type: 'contact', reason: 'validation' })).toBe(1);
    expect(moved('content_api_leads_refused_total', { type: 'contact', reason: 'captcha' })).toBe(1);
    expect(moved('content_api_leads_refused_total', { type: 'contact', reason: 'origin' })).toBe(1);
    expect(moved('content_api_leads_refused_total', { type: 'contact', reason: 'malformed' })).toBe(1);
    expect(moved('content_api_leads_refused_total', { type: 'contact', reason: 'too_large' })).toBe(1);
    expect(totalOf(after, 'content_api_leads_refused_total', { type: 'career' })).toBe(totalOf(before, 'content_api_leads_refused_total', { type: 'career' }));

    // The embedded engine flushes its lead journal; on PostgreSQL the commit does it.
    const flushes = moved('content_api_lead_journal_fsync_seconds_count');
    if (env.database.kind === 'pglite') expect(flushes).toBeGreaterThanOrEqual(1);
    else expect(flushes).toBe(0);

    expect(moved('content_api_image_variant_renders_total', { format: 'webp', outcome: 'rendered' })).toBe(1);
    expect(moved('content_api_image_variant_render_seconds_count', { format: 'webp' })).toBe(1);
    expect(moved('content_api_image_variant_cache_total', { result: 'miss' })).toBe(1);
    expect(moved('content_api_image_variant_cache_total', { result: 'hit' })).toBe(1);

    expect(valueOf(after, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
  });

  it('counts a request whose client hung up before the answer', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const aborted = async () => valueOf((await scrape()).samples, 'content_api_http_requests_aborted_total', { method: 'POST', route: '/contact-leads' });
    const before = await aborted();
    await postAndHangUp(app, '/contact-leads', { origin: SITE_ORIGIN });
    await until(async () => (await aborted()) > before);
    expect((await aborted()) - before).toBe(1);
  });

  it('holds no label made of what a client sent', async () => {
    await postContact(refusedVisitor);
    await app.inject({ method: 'GET', url: '/peregrine-ashdown/private?email=peregrine.ashdown%40mail.example' });
    await app.inject({ method: 'GET', url: '/newscentre/peregrine-ashdown-slug' });
    const { text, samples } = await scrape();
    for (const typed of ['Peregrine', 'Ashdown', 'ashdown', 'mail.example']) expect(text).not.toContain(typed);
    const routes = new Set(samples.filter((sample) => sample.labels.route !== undefined).map((sample) => sample.labels.route));
    expect(routes).toContain('(unmatched)');
    for (const route of routes) expect(route).toMatch(/^(\(unmatched\)|\*|\/[a-z0-9/:*-]*)$/);
  });

  it('answers 401 without the token or with a wrong one', async () => {
    const without = await app.inject({ method: 'GET', url: '/metrics' });
    expect(without.statusCode).toBe(401);
    expect(without.headers['www-authenticate']).toBe('Bearer');
    expect(without.body).not.toContain('content_api_');

    const wrong = await app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN.slice(0, -1)}x` } });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).not.toContain('content_api_');

    const notBearer = await app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Basic ${TOKEN}` } });
    expect(notBearer.statusCode).toBe(401);
  });
});

describe('GET /metrics without METRICS_TOKEN', () => {
  it('does not exist', async () => {
    const plain = await createTestEnvironment();
    try {
      const server = await plain.start();
      const response = await server.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('content_api_');
    } finally {
      await plain.cleanup();
    }
  });
});

describe('refused leads by reason', () => {
  it('counts a submission over the per-client limit as rate_limit', async () => {
    const limited = await createTestEnvironment({ metricsToken: TOKEN, postRateLimit: 1 });
    try {
      const server = await limited.start();
      const read = async () => {
        const response = await server.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
        return valueOf(parseSamples(response.body), 'content_api_leads_refused_total', { type: 'contact', reason: 'rate_limit' });
      };
      const before = await read();
      const send = () => server.inject({ method: 'POST', url: '/contact-leads', headers: { origin: SITE_ORIGIN }, payload: validContactLead });
      expect((await send()).statusCode).toBe(200);
      expect((await send()).statusCode).toBe(429);
      expect((await read()) - before).toBe(1);
    } finally {
      await limited.cleanup();
    }
  });
});
