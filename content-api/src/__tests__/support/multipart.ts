import { randomBytes } from 'node:crypto';

export type MultipartValue = string | { filename: string; contentType: string; content: Buffer };

/** A multipart/form-data body as a browser sends it, for `inject`. */
export function multipartBody(fields: Record<string, MultipartValue>): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----form${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === 'string') {
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
    } else {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${value.filename}"\r\n` +
            `Content-Type: ${value.contentType}\r\n\r\n`,
        ),
        value.content,
        Buffer.from('\r\n'),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export const pdf = (filename: string, body = 'fixture document') => ({
  filename,
  contentType: 'application/pdf',
  content: Buffer.from(`%PDF-1.4\n% ${body}\n%%EOF\n`),
});

export const validCareerFields = {
  name: 'Asha Verma',
  email: 'asha@example.com',
  phone: '9876543210',
  current_designation: 'Analyst',
  expected_salary: '12 LPA',
  current_salary: '9 LPA',
  message: 'I would like to apply.',
  recaptchaToken: 'test-captcha-token',
};

export const validCareerForm = (): Record<string, MultipartValue> => ({
  ...validCareerFields,
  resume: pdf('resume.pdf', 'resume'),
  cover_letter: pdf('cover.pdf', 'cover letter'),
});

export const validContactLead = {
  name: 'Ravi Kumar',
  email: 'ravi@example.com',
  phone: '9123456780',
  subject: 'Partnership',
  message: 'Please call me back.',
  recaptchaToken: 'test-captcha-token',
};
