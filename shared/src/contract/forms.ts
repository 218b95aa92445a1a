import * as z from 'zod/mini';
import { captchaField, emailField, pdfField, phoneField, textField } from './form-fields';
import type { UploadedFile } from './form-fields';
import { formMessages as m } from './form-messages';
import { optionalText } from './tolerant-fields';

export const contactLeadSchema = z.object({
  name: textField({ required: m.fullNameRequired }),
  email: emailField,
  phone: phoneField({ required: m.mobileRequired, invalid: m.mobileInvalid, length: m.mobileLength }),
  subject: textField({ required: m.subjectRequired, blank: m.subjectInvalid }),
  message: textField({ required: m.messageRequired, blank: m.messageInvalid }),
  recaptchaToken: captchaField,
});
export type ContactLeadInput = z.input<typeof contactLeadSchema>;
export type ContactLead = z.output<typeof contactLeadSchema>;

export const careerLeadFieldsSchema = z.object({
  name: textField({ required: m.fullNameRequired }),
  email: emailField,
  phone: phoneField({ required: m.phoneRequired, invalid: m.phoneInvalid, length: m.phoneLength }),
  current_designation: textField({ required: m.designationRequired }),
  expected_salary: textField({ required: m.expectedSalaryRequired }),
  current_salary: textField({ required: m.currentSalaryRequired }),
  message: textField({ required: m.messageRequired, blank: m.messageInvalid }),
  recaptchaToken: captchaField,
});
export type CareerLeadFields = z.output<typeof careerLeadFieldsSchema>;

export const careerLeadSchema = z.extend(careerLeadFieldsSchema, {
  resume: pdfField(m.resumeRequired),
  cover_letter: pdfField(m.coverLetterRequired),
});
export type CareerLeadInput = z.input<typeof careerLeadSchema>;
export type CareerLead = z.output<typeof careerLeadSchema> & {
  resume: UploadedFile;
  cover_letter: UploadedFile;
};

/** Field → first message, the shape both the forms and content-api answer with. */
export type FieldErrors = Partial<Record<string, string>>;

export const toFieldErrors = (error: z.core.$ZodError): FieldErrors => {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'form');
    errors[field] ??= issue.message;
  }
  return errors;
};

/** What content-api answers a stored lead with. */
export type LeadReceipt = { id: string; createdAt: string };

/** A receipt as a form reads it from whichever backend of SPEC §7 stored the lead: either part may be missing. */
export type ReadLeadReceipt = Partial<LeadReceipt>;

/**
 * Reads the answer to a stored lead tolerantly (docs/decisions/0013): the id as `id` or as `_id`
 * (the name SPEC §3 gives every record's id), a number read as text, `createdAt` when present.
 * Anything unusable is left out; the lead was stored all the same.
 */
export const leadReceiptSchema = z.pipe(
  z.object({ id: optionalText, _id: optionalText, createdAt: optionalText }),
  z.transform(({ id, _id, createdAt }): ReadLeadReceipt => ({ id: id ?? _id, createdAt })),
);
