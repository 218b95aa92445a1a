import { formMessages, toFieldErrors } from '@group/shared/contract';
import type { FieldErrors } from '@group/shared/contract';
import type { z } from 'zod';
import type { CaptchaVerifier } from '../captcha/captcha-verifier';
import { ApiError } from '../http/api-error';
import { holdsDisallowedCharacter } from '../http/text-characters';
import type { TextKind } from '../http/text-characters';

export const INVALID_FORM = 'Please correct the highlighted fields';
export const CAPTCHA_REJECTED = 'reCAPTCHA verification failed';
export const CAPTCHA_UNAVAILABLE = 'reCAPTCHA verification is unavailable, please try again later';
export const FILE_NAME_NOT_ALLOWED = 'The file name contains a character that is not allowed';

const notAllowedIn = (label: string) => `${label} contains a character that is not allowed`;

/** What may be in a stored text field, and what its field is told otherwise. */
export type TextRules = Record<string, { kind: TextKind; message: string }>;

/** SPEC's own "valid" message where the field has one. */
export const contactTextRules: TextRules = {
  name: { kind: 'line', message: notAllowedIn('Full Name') },
  email: { kind: 'line', message: formMessages.emailInvalid },
  phone: { kind: 'line', message: formMessages.mobileInvalid },
  subject: { kind: 'line', message: formMessages.subjectInvalid },
  message: { kind: 'multiline', message: formMessages.messageInvalid },
};

export const careerTextRules: TextRules = {
  name: { kind: 'line', message: notAllowedIn('Full Name') },
  email: { kind: 'line', message: formMessages.emailInvalid },
  phone: { kind: 'line', message: formMessages.phoneInvalid },
  current_designation: { kind: 'line', message: notAllowedIn('Current Designation') },
  expected_salary: { kind: 'line', message: notAllowedIn('Expected Salary') },
  current_salary: { kind: 'line', message: notAllowedIn('Current Salary') },
  message: { kind: 'multiline', message: formMessages.messageInvalid },
};

/** A 400 naming the fields at fault, as the forms show it. */
export const invalidFields = (errors: FieldErrors) => new ApiError(400, INVALID_FORM, errors);

interface LeadSchema<Output> {
  safeParse(input: unknown): { success: true; data: Output } | { success: false; error: z.core.$ZodError };
}

/**
 * Reads a lead with its schema from the shared contract, then refuses text a field may not hold
 * (see text-characters.ts). Answers the lead, or throws one 400 naming every field at fault: the
 * schema's message first, then `extra` (what the server alone can check, like a file's bytes).
 */
export function parseLead<Output>(schema: LeadSchema<Output>, input: Record<string, unknown>, rules: TextRules, extra: FieldErrors = {}): Output {
  const parsed = schema.safeParse(input);
  const values = (parsed.success ? parsed.data : input) as Record<string, unknown>;
  const errors: FieldErrors = { ...extra };
  for (const [field, rule] of Object.entries(rules)) {
    const value = values[field];
    if (typeof value === 'string' && holdsDisallowedCharacter(value, rule.kind)) errors[field] = rule.message;
  }
  if (!parsed.success) Object.assign(errors, toFieldErrors(parsed.error));
  if (Object.keys(errors).length > 0) throw invalidFields(errors);
  return (parsed as { data: Output }).data;
}

/** The form's own rules come first; Google is only asked about a submission worth storing. */
export async function requireCaptcha(verifier: CaptchaVerifier, token: string, remoteIp: string): Promise<void> {
  const result = await verifier.verify(token, remoteIp);
  if (result === 'unavailable') throw new ApiError(503, CAPTCHA_UNAVAILABLE);
  if (result === 'rejected') {
    throw new ApiError(403, CAPTCHA_REJECTED, { recaptchaToken: formMessages.captchaRequired });
  }
}
