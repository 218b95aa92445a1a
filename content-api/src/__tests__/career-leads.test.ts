import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { listLeads } from '../leads/lead-store';
import { multipartBody, pdf, validCareerFields, validCareerForm } from './support/multipart';
import type { MultipartValue } from './support/multipart';
import { SITE_ORIGIN, createTestEnvironment } from './support/test-server';
import type { TestEnvironment } from './support/test-server';

let env: TestEnvironment;
let db: Database;
let app: FastifyInstance;

beforeAll(async () => {
  env = await createTestEnvironment();
  db = await env.openDb();
  app = await env.start({ db });
});
afterAll(() => env.cleanup());

/** Files kept, and any left in the receiving folder. */
const storedFiles = async () => {
  const received = await readdir(path.join(env.config.dataDir, 'uploads')).catch(() => [] as string[]);
  return [...new Set([...(await env.uploadsOf(db).names()), ...received])].sort();
};
const storedText = async (name = '') => (await env.uploadsOf(db).read(name))?.toString('utf8');

function postForm(fields: Record<string, MultipartValue>, origin = SITE_ORIGIN) {
  const { payload, headers } = multipartBody(fields);
  return app.inject({ method: 'POST', url: '/career-leads', payload, headers: { ...headers, origin } });
}

/** A request body sent as a client on a slow link would: `payload` up to `at` at once, the rest only once released. */
function heldBack(payload: Buffer, at: number) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let headSent = false;
  let restSent = false;
  const stream = new Readable({
    read() {
      if (headSent) return;
      headSent = true;
      this.push(payload.subarray(0, at));
      void released.then(() => {
        restSent = true;
        this.push(payload.subarray(at));
        this.push(null);
      });
    },
  });
  return { stream, release, restSent: () => restSent };
}

/** Each refusal must leave neither a row nor a file behind. */
async function expectNothingStored(run: () => Promise<void>) {
  const rowsBefore = (await listLeads(db, 'career')).length;
  const filesBefore = await storedFiles();
  await run();
  expect(await listLeads(db, 'career')).toHaveLength(rowsBefore);
  expect(await storedFiles()).toEqual(filesBefore);
}

describe('POST /career-leads', () => {
  it('stores the application and both PDFs under generated names outside the public folders', async () => {
    const response = await postForm(validCareerForm());
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data).toEqual({ id: expect.any(String), createdAt: expect.any(String) });

    const lead = (await listLeads(db, 'career')).find((row) => row.id === data.id);
    expect(lead).toMatchObject({ name: 'Asha Verma', current_salary: '9 LPA', resume_original_name: 'resume.pdf', cover_letter_original_name: 'cover.pdf' });
    expect(lead?.resume_file).toMatch(/^[0-9a-f-]{36}\.pdf$/);
    expect(await storedText(lead?.resume_file)).toContain('% resume');
    expect(await storedText(lead?.cover_letter_file)).toContain('% cover letter');
    // Uploads are never served: the public /uploads/ path is the image folder.
    const served = await app.inject({ method: 'GET', url: `/uploads/${lead?.resume_file}` });
    expect(served.statusCode).toBe(404);
  });

  it('answers 400 with every field error of SPEC §5 for an empty form', async () => {
    await expectNothingStored(async () => {
      const response = await postForm({ name: '' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        status: 400,
        message: 'Please correct the highlighted fields',
        errors: {
          name: 'Full Name is required',
          email: 'Email ID is required',
          phone: 'Phone No. is required',
          current_designation: 'Current Designation is required',
          expected_salary: 'Expected Salary is required',
          current_salary: 'Expected Salary is required',
          message: 'Message is required',
          recaptchaToken: 'Please complete the reCAPTCHA',
          resume: 'Resume is required',
          cover_letter: 'Cover letter is required',
        },
      });
    });
  });

  it('treats file inputs left empty as missing files', async () => {
    const empty = { filename: '', contentType: 'application/octet-stream', content: Buffer.alloc(0) };
    const response = await postForm({ ...validCareerFields, resume: empty, cover_letter: empty });
    expect(response.json().errors).toEqual({ resume: 'Resume is required', cover_letter: 'Cover letter is required' });
  });

  it.each([
    ['phone', '98765', 'Phone No. must be 10-digits'],
    ['phone', 'abcdefghij', 'Please enter a valid phone number'],
    ['email', 'asha.example.com', 'Please enter a valid email address'],
  ])('answers 400 when %s is "%s"', async (field, value, message) => {
    const response = await postForm({ ...validCareerForm(), [field]: value });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ [field]: message });
  });

  it('answers "Please upload a PDF file" for a file that is not a PDF by name and type', async () => {
    await expectNothingStored(async () => {
      const png = { filename: 'photo.png', contentType: 'image/png', content: Buffer.from([0x89, 0x50, 0x4e, 0x47]) };
      const response = await postForm({ ...validCareerForm(), resume: png });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({ resume: 'Please upload a PDF file' });
    });
  });

  it('answers "Please upload a PDF file" for a .pdf whose bytes are not a PDF', async () => {
    await expectNothingStored(async () => {
      const fake = { filename: 'cover.pdf', contentType: 'application/pdf', content: Buffer.from('MZ\x90\x00 not a pdf') };
      const response = await postForm({ ...validCareerForm(), cover_letter: fake });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({ cover_letter: 'Please upload a PDF file' });
    });
  });

  it('answers 413 for a file over 5 MB, naming the field', async () => {
    await expectNothingStored(async () => {
      const big = pdf('resume.pdf', 'x'.repeat(5 * 1024 * 1024));
      const response = await postForm({ ...validCareerForm(), resume: big });
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({
        status: 413,
        message: 'Please upload a PDF file of 5 MB or less',
        errors: { resume: 'Please upload a PDF file of 5 MB or less' },
      });
    });
  });

  it('answers 413 for more than two files', async () => {
    await expectNothingStored(async () => {
      const response = await postForm({ ...validCareerForm(), extra: pdf('extra.pdf') });
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({ status: 413, message: 'Too many files: send only a resume and a cover letter' });
    });
  });

  it('answers 400 for a file in a field that takes none', async () => {
    const { resume, ...rest } = validCareerForm();
    const response = await postForm({ ...rest, photo: resume });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ status: 400, message: 'Unexpected file', errors: { photo: 'Unexpected file' } });
  });

  it('answers 403 for a captcha token that does not verify, storing nothing', async () => {
    await expectNothingStored(async () => {
      const response = await postForm({ ...validCareerForm(), recaptchaToken: 'forged' });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ status: 403, message: 'reCAPTCHA verification failed' });
    });
  });

  it('refuses a captcha that does not verify before reading the files: the answer comes while they are still being sent', async () => {
    await expectNothingStored(async () => {
      const nearlyFiveMb = 'x'.repeat(5 * 1024 * 1024 - 64);
      const { payload, headers } = multipartBody({
        ...validCareerFields,
        recaptchaToken: 'forged',
        resume: pdf('resume.pdf', nearlyFiveMb),
        cover_letter: pdf('cover.pdf', nearlyFiveMb),
      });
      // Fields, the resume's part header and its first 64 KB; the other 10 MB wait for the answer.
      const body = heldBack(payload, payload.indexOf('%PDF-') + 64 * 1024);
      const response = await app.inject({ method: 'POST', url: '/career-leads', payload: body.stream, headers: { ...headers, origin: SITE_ORIGIN } });
      expect(body.restSent()).toBe(false);
      body.release();
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        status: 403,
        message: 'reCAPTCHA verification failed',
        errors: { recaptchaToken: 'Please complete the reCAPTCHA' },
      });
    });
  }, 15_000);

  it('checks the captcha after the files when a client sends them first, and keeps none of them', async () => {
    const { resume, cover_letter: coverLetter, ...fields } = validCareerForm();
    await expectNothingStored(async () => {
      const response = await postForm({ resume, cover_letter: coverLetter, ...fields, recaptchaToken: 'forged' });
      expect(response.statusCode).toBe(403);
    });
    const accepted = await postForm({ resume, cover_letter: coverLetter, ...fields });
    expect(accepted.statusCode).toBe(200);
    expect(await storedFiles()).toHaveLength((await listLeads(db, 'career')).length * 2);
  });

  it('answers 403 to a browser posting from a site that is not allowed', async () => {
    await expectNothingStored(async () => {
      const response = await postForm(validCareerForm(), 'https://elsewhere.example');
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ status: 403, message: 'Origin not allowed' });
    });
  });

  it('answers 415 for an application that is not multipart', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/career-leads',
      payload: validCareerFields,
      headers: { origin: SITE_ORIGIN },
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ status: 415, message: 'Send the application as multipart/form-data' });
  });
});
