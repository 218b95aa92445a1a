// A job application as the careers form posts it (mfe-forms' send-career-lead.ts): multipart, the
// text fields and the captcha token first, then the two PDFs under their own names.

export type CareerFiles = Record<'resume' | 'cover_letter', { name: string; bytes: Buffer }>;

/** The text fields of an application, as a visitor fills them in. */
export const careerFields = {
  name: 'Asha Verma',
  email: 'asha@example.com',
  phone: '9876543210',
  current_designation: 'Analyst',
  expected_salary: '12 LPA',
  current_salary: '9 LPA',
  message: 'I would like to apply.',
};

/** The body of POST /career-leads. */
export function careerForm(fields: Record<string, string>, files: CareerFiles): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const [name, file] of Object.entries(files)) form.append(name, new Blob([new Uint8Array(file.bytes)], { type: 'application/pdf' }), file.name);
  return form;
}
