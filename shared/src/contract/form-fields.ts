import * as z from 'zod/mini';
import { MAX_UPLOAD_BYTES, PHONE_DIGITS, formMessages } from './form-messages';

type TextRules = {
  required: string;
  /** Shown when the value holds only white space. Defaults to the required message. */
  blank?: string;
  /** Further checks on the trimmed value; the first message returned wins. */
  checks?: ReadonlyArray<(value: string) => string | undefined>;
};

/** Fails the field being read with `message`, its one error. */
const reject = (ctx: z.core.ParsePayload, message: string): never => {
  ctx.issues.push({ code: 'custom', message, input: ctx.value });
  return z.NEVER;
};

/** A trimmed, required text field with SPEC's messages in SPEC's order. */
export const textField = ({ required, blank, checks = [] }: TextRules) =>
  z.pipe(
    z.unknown(),
    z.transform((raw, ctx) => {
      const value = typeof raw === 'string' ? raw : raw == null ? '' : String(raw);
      const trimmed = value.trim();
      if (value === '') return reject(ctx, required);
      if (trimmed === '') return reject(ctx, blank ?? required);
      for (const check of checks) {
        const message = check(trimmed);
        if (message) return reject(ctx, message);
      }
      return trimmed;
    }),
  );

/** Any top-level domain is accepted. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export const emailField = textField({
  required: formMessages.emailRequired,
  checks: [(v) => (EMAIL_PATTERN.test(v) ? undefined : formMessages.emailInvalid)],
});

export const phoneField = (messages: { required: string; invalid: string; length: string }) =>
  textField({
    required: messages.required,
    checks: [
      (v) => (/^\d+$/.test(v) ? undefined : messages.invalid),
      (v) => (v.length === PHONE_DIGITS ? undefined : messages.length),
    ],
  });

export const captchaField = z.pipe(
  z.unknown(),
  z.transform((raw, ctx) => (typeof raw === 'string' && raw.trim() !== '' ? raw : reject(ctx, formMessages.captchaRequired))),
);

/** What both a browser File and a server-side upload descriptor have. */
export type UploadedFile = { name: string; type: string; size: number };

const PDF_TYPES = new Set(['', 'application/pdf', 'application/x-pdf']);

export const isPdfFile = (file: Pick<UploadedFile, 'name' | 'type'>): boolean =>
  /\.pdf$/i.test(file.name) && PDF_TYPES.has(file.type.toLowerCase());

const isUploadedFile = (value: unknown): value is UploadedFile =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as UploadedFile).name === 'string' &&
  typeof (value as UploadedFile).type === 'string' &&
  typeof (value as UploadedFile).size === 'number';

/** A required PDF. The value passes through untouched, so a browser File stays a File. */
export const pdfField = <T extends UploadedFile = UploadedFile>(required: string) =>
  z.custom<T>().check(
    z.superRefine((value, ctx) => {
      if (!isUploadedFile(value) || value.size === 0) {
        ctx.addIssue({ code: 'custom', message: required });
      } else if (!isPdfFile(value)) {
        ctx.addIssue({ code: 'custom', message: formMessages.pdfOnly });
      } else if (value.size > MAX_UPLOAD_BYTES) {
        ctx.addIssue({ code: 'custom', message: formMessages.fileTooLarge });
      }
    }),
  );
