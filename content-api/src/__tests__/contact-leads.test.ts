import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { listLeads } from '../leads/lead-store';
import { validContactLead } from './support/multipart';
import { startStandInVerifier, unreachableUrl } from './support/stand-in-verifier';
import type { StandInVerifier } from './support/stand-in-verifier';
import { SITE_ORIGIN, createTestEnvironment } from './support/test-server';
import type { TestEnvironment } from './support/test-server';

const post = (app: FastifyInstance, payload: unknown, headers: Record<string, string> = { origin: SITE_ORIGIN }) =>
  app.inject({ method: 'POST', url: '/contact-leads', payload: payload as object, headers });

describe('POST /contact-leads with the test captcha', () => {
  let env: TestEnvironment;
  let db: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    env = await createTestEnvironment();
    db = await env.openDb();
    app = await env.start({ db });
  });
  afterAll(() => env.cleanup());

  it('stores a valid enquiry, trimmed, and answers with its receipt', async () => {
    const response = await post(app, { ...validContactLead, name: '  Ravi Kumar  ' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({ status: 200, data: { id: expect.stringMatching(/^[0-9a-f-]{36}$/), createdAt: expect.any(String) } });
    const stored = (await listLeads(db, 'contact')).find((lead) => lead.id === body.data.id);
    expect(stored).toMatchObject({ name: 'Ravi Kumar', email: 'ravi@example.com', phone: '9123456780', subject: 'Partnership' });
    expect(new Date(stored?.created_at ?? '').toISOString()).toBe(body.data.createdAt);
  });

  it('accepts a request without an Origin header (not a browser)', async () => {
    const response = await post(app, validContactLead, {});
    expect(response.statusCode).toBe(200);
  });

  it('answers 400 with every field error of SPEC §5 for an empty form', async () => {
    const before = (await listLeads(db, 'contact')).length;
    const response = await post(app, {});
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      status: 400,
      message: 'Please correct the highlighted fields',
      errors: {
        name: 'Full Name is required',
        email: 'Email ID is required',
        phone: 'Mobile No. is required',
        subject: 'Subject is required',
        message: 'Message is required',
        recaptchaToken: 'Please complete the reCAPTCHA',
      },
    });
    expect(await listLeads(db, 'contact')).toHaveLength(before);
  });

  it.each([
    ['email', 'ravi@', 'Please enter a valid email address'],
    ['phone', '98765abcde', 'Please enter a valid mobile number'],
    ['phone', '98765', 'Mobile number must be 10-digits'],
    ['subject', '   ', 'Please enter a valid subject'],
    ['message', '  ', 'Please enter a valid message'],
  ])('answers 400 when %s is "%s"', async (field, value, message) => {
    const response = await post(app, { ...validContactLead, [field]: value });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ [field]: message });
  });

  it('answers 403 for a captcha token that does not verify', async () => {
    const response = await post(app, { ...validContactLead, recaptchaToken: 'forged' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ status: 403, message: 'reCAPTCHA verification failed' });
  });

  it('answers 403 to a browser posting from a site that is not allowed, and stores nothing', async () => {
    const before = (await listLeads(db, 'contact')).length;
    const response = await post(app, validContactLead, { origin: 'https://elsewhere.example' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ status: 403, message: 'Origin not allowed' });
    expect(await listLeads(db, 'contact')).toHaveLength(before);
  });

  it('answers 400 for a body that is not JSON', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/contact-leads',
      payload: '{"name": ',
      headers: { 'content-type': 'application/json', origin: SITE_ORIGIN },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 400 });
  });

  it('answers 413 for an oversized body', async () => {
    const response = await post(app, { ...validContactLead, message: 'x'.repeat(70 * 1024) });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ status: 413, message: 'Request body is too large' });
  });
});

describe('POST /contact-leads against siteverify', () => {
  let verifier: StandInVerifier;
  beforeAll(async () => {
    verifier = await startStandInVerifier(['good-token']);
  });
  afterAll(() => verifier.close());

  it('sends secret, token and client address; stores on success, answers 403 on rejection', async () => {
    const env = await createTestEnvironment({ captchaMode: 'verify', recaptchaVerifyUrl: verifier.url, recaptchaSecret: 'server-secret' });
    try {
      const db = await env.openDb();
      const app = await env.start({ db });
      const accepted = await post(app, { ...validContactLead, recaptchaToken: 'good-token' });
      expect(accepted.statusCode).toBe(200);
      expect(verifier.requests.at(-1)).toEqual({ secret: 'server-secret', response: 'good-token', remoteip: '127.0.0.1' });

      const rejected = await post(app, { ...validContactLead, recaptchaToken: 'test-captcha-token' });
      expect(rejected.statusCode).toBe(403);
      expect(rejected.json()).toMatchObject({ status: 403, message: 'reCAPTCHA verification failed' });
      expect(await listLeads(db, 'contact')).toHaveLength(1);
    } finally {
      await env.cleanup();
    }
  });

  it('answers 503 when the verifier cannot be reached, and stores nothing', async () => {
    const env = await createTestEnvironment({ captchaMode: 'verify', recaptchaVerifyUrl: await unreachableUrl() });
    try {
      const db = await env.openDb();
      const app = await env.start({ db });
      const response = await post(app, validContactLead);
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        status: 503,
        message: 'reCAPTCHA verification is unavailable, please try again later',
      });
      expect(await listLeads(db, 'contact')).toHaveLength(0);
    } finally {
      await env.cleanup();
    }
  });
});

describe('POST rate limit', () => {
  it('answers 429 once a client exceeds the limit, on both forms', async () => {
    const env = await createTestEnvironment({ postRateLimit: 2 });
    try {
      const app = await env.start();
      expect((await post(app, validContactLead)).statusCode).toBe(200);
      expect((await post(app, {})).statusCode).toBe(400);
      const limited = await post(app, validContactLead);
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({ status: 429, message: expect.stringMatching(/^Too many submissions, please try again in/) });
      const career = await app.inject({ method: 'POST', url: '/career-leads', headers: { origin: SITE_ORIGIN } });
      expect(career.statusCode).toBe(429);
      // Reading content is never limited.
      expect((await app.inject({ method: 'GET', url: '/globals' })).statusCode).toBe(200);
    } finally {
      await env.cleanup();
    }
  });
});
