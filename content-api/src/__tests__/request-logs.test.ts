import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { IncomingMessage } from 'node:http';
import { FRESH_REQUEST_ID, requestIdOptions } from '../http/request-id';
import { createServer } from '../server';
import { postAndHangUp, until } from './support/aborted-request';
import { captureLog } from './support/captured-log';
import type { CapturedLog } from './support/captured-log';
import { multipartBody, pdf, validCareerFields, validContactLead } from './support/multipart';
import { SITE_ORIGIN, createTestEnvironment } from './support/test-server';
import type { TestEnvironment } from './support/test-server';

/** A visitor whose every value is unlike anything else the server could log. */
const contactVisitor = {
  ...validContactLead,
  name: 'Zephyrine Quillfeather',
  email: 'zephyrine.q@private-mail.example',
  phone: '9812345670',
  subject: 'Marigold enquiry',
  message: 'Please ring me about the Marigold account.',
};
const careerVisitor = {
  ...validCareerFields,
  name: 'Oswin Threlkeld',
  email: 'oswin.threlkeld@private-mail.example',
  phone: '9811122233',
  current_designation: 'Ferncastle Analyst',
  message: 'Applying for the Wrenfield role.',
};
const fileNames = ['Oswin-Threlkeld-CV-2025.pdf', 'Threlkeld-cover-note.pdf'];
const visitorValues = [
  ...Object.entries(contactVisitor).filter(([field]) => field !== 'recaptchaToken').map(([, value]) => value),
  ...['name', 'email', 'phone', 'current_designation', 'message'].map((field) => careerVisitor[field as keyof typeof careerVisitor]),
  ...fileNames,
];

const TRUSTED_PROXY = '10.0.0.7';
const UNTRUSTED_CLIENT = '203.0.113.9';

let env: TestEnvironment;
let app: FastifyInstance;
let log: CapturedLog;

beforeAll(async () => {
  env = await createTestEnvironment({ trustProxy: '10.0.0.0/8' });
  log = captureLog();
  // Debug: every line the server can write is searched for the visitor's data.
  app = await createServer({ config: env.config, logger: { level: 'debug', stream: log.stream } });
});
afterAll(async () => {
  await app.close();
  await env.cleanup();
});

const completedLines = () => log.lines().filter((line) => line.msg === 'request completed');
const linesOf = (response: LightMyRequestResponse) => completedLines().filter((line) => line.reqId === response.headers['x-request-id']);

describe('one log line per request', () => {
  it('logs every request of a visit, reads and both forms, once each, and none of what the visitor typed', async () => {
    const career = multipartBody({
      ...careerVisitor,
      resume: pdf(fileNames[0], 'resume'),
      cover_letter: pdf(fileNames[1], 'cover letter'),
    });
    const responses = [
      await app.inject({ method: 'GET', url: '/homepage/banners' }),
      await app.inject({ method: 'HEAD', url: '/homepage/banners' }),
      await app.inject({ method: 'GET', url: `/newscentre/some-slug?email=${encodeURIComponent(contactVisitor.email)}` }),
      await app.inject({
        method: 'OPTIONS',
        url: '/contact-leads',
        headers: { origin: SITE_ORIGIN, 'access-control-request-method': 'POST' },
      }),
      await app.inject({ method: 'POST', url: '/contact-leads', headers: { origin: SITE_ORIGIN }, payload: contactVisitor }),
      await app.inject({
        method: 'POST',
        url: '/contact-leads',
        headers: { origin: SITE_ORIGIN },
        payload: { ...contactVisitor, email: 'zephyrine.q@' },
      }),
      await app.inject({ method: 'POST', url: '/career-leads', headers: { ...career.headers, origin: SITE_ORIGIN }, payload: career.payload }),
      await app.inject({ method: 'GET', url: `/no-such-page/${encodeURIComponent(contactVisitor.name)}` }),
    ];
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 404, 204, 200, 400, 200, 404]);

    const ids = responses.map((response) => response.headers['x-request-id']);
    expect(new Set(ids).size).toBe(responses.length);
    for (const response of responses) {
      expect(response.headers['x-request-id']).toMatch(FRESH_REQUEST_ID);
      expect(linesOf(response)).toHaveLength(1);
    }
    expect(completedLines()).toHaveLength(responses.length);

    const text = log.text();
    for (const value of visitorValues) expect(text).not.toContain(value);
    expect(text).not.toContain('private-mail');
  });

  it('names the route pattern, method, status, duration and size, and nothing of the request itself', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/newscentre/some-slug?phone=9812345670',
      headers: { cookie: 'session=cookie-value-never-logged', authorization: 'Bearer authorization-never-logged' },
    });
    const [line] = linesOf(response);
    expect(line).toEqual({
      level: 30,
      time: expect.any(Number),
      pid: process.pid,
      hostname: expect.any(String),
      reqId: response.headers['x-request-id'],
      method: 'GET',
      route: '/newscentre/:slug',
      status: 404,
      durationMs: expect.any(Number),
      bytes: Buffer.byteLength(response.body),
      msg: 'request completed',
    });
    const text = log.text();
    for (const secret of ['some-slug', '9812345670', 'cookie-value-never-logged', 'authorization-never-logged']) {
      expect(text).not.toContain(secret);
    }
  });

  it('names no path for a request no route matched', async () => {
    const response = await app.inject({ method: 'GET', url: '/somewhere/private-path-segment' });
    expect(linesOf(response)).toEqual([expect.objectContaining({ route: '(unmatched)', status: 404 })]);
    expect(log.text()).not.toContain('private-path-segment');
  });
  it("logs a balancer's successful probes at debug level, below LOG_LEVEL=info", async () => {
    const probes = [await app.inject({ method: 'GET', url: '/healthz' }), await app.inject({ method: 'GET', url: '/readyz' })];
    for (const probe of probes) expect(linesOf(probe)).toEqual([expect.objectContaining({ level: 20, status: 200 })]);
    const read = await app.inject({ method: 'GET', url: '/globals' });
    expect(linesOf(read)).toEqual([expect.objectContaining({ level: 30, route: '/globals' })]);
  });
  it('writes one line at LOG_LEVEL=info for a refused form too: why it was refused is below it', async () => {
    const refused = await app.inject({ method: 'POST', url: '/contact-leads', headers: { origin: SITE_ORIGIN }, payload: { ...contactVisitor, phone: '12' } });
    expect(refused.statusCode).toBe(400);
    const atInfo = log.lines().filter((line) => line.reqId === refused.headers['x-request-id'] && Number(line.level) >= 30);
    expect(atInfo).toEqual([expect.objectContaining({ msg: 'request completed', status: 400 })]);
  });
});

describe('a request whose client hangs up', () => {
  it('gets one line saying so, without a status', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const aborted = () => log.lines().filter((line) => line.msg === 'request aborted');
    const before = aborted().length;
    await postAndHangUp(app, '/contact-leads', { origin: SITE_ORIGIN });
    await until(() => aborted().length > before);
    const [line] = aborted().slice(before);
    expect(line).toEqual(expect.objectContaining({ level: 30, reqId: expect.stringMatching(FRESH_REQUEST_ID), method: 'POST', route: '/contact-leads' }));
    expect(line).not.toHaveProperty('status');
    expect(completedLines().filter((other) => other.reqId === line.reqId)).toEqual([]);
  });
});

describe('request ids', () => {
  it('keeps the X-Request-Id of a trusted proxy, answers it and logs under it', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/homepage/banners',
      remoteAddress: TRUSTED_PROXY,
      headers: { 'x-request-id': 'edge-7f3a.91:2' },
    });
    expect(response.headers['x-request-id']).toBe('edge-7f3a.91:2');
    expect(linesOf(response)).toEqual([expect.objectContaining({ reqId: 'edge-7f3a.91:2', route: '/homepage/banners' })]);
  });

  it('replaces the X-Request-Id of a client that is not a trusted proxy', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/homepage/banners',
      remoteAddress: UNTRUSTED_CLIENT,
      headers: { 'x-request-id': 'forged-by-the-client' },
    });
    expect(response.headers['x-request-id']).toMatch(FRESH_REQUEST_ID);
    expect(linesOf(response)).toHaveLength(1);
    expect(log.text()).not.toContain('forged-by-the-client');
  });

  it.each([
    ['spaces and quotes', 'id with "quotes"'],
    ['too long', 'a'.repeat(129)],
    ['empty', ''],
  ])('replaces an X-Request-Id from a trusted proxy that is not a plain token (%s)', async (_case, given) => {
    const response = await app.inject({
      method: 'GET',
      url: '/homepage/banners',
      remoteAddress: TRUSTED_PROXY,
      headers: { 'x-request-id': given },
    });
    expect(response.headers['x-request-id']).toMatch(FRESH_REQUEST_ID);
    expect(linesOf(response)).toHaveLength(1);
  });

  it('gives every process ids of its own, so the lines of two workers or of a restart never share one', () => {
    const request = { headers: {}, socket: { remoteAddress: UNTRUSTED_CLIENT } } as unknown as IncomingMessage;
    const [firstWorker, secondWorker] = [requestIdOptions(false), requestIdOptions(false)];
    const ids = [firstWorker, secondWorker].flatMap((worker) => Array.from({ length: 1000 }, () => worker.genReqId(request)));
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(FRESH_REQUEST_ID);
  });
});
