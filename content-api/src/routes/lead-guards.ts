import { formMessages, toFieldErrors } from '@group/shared/contract';
import type { z } from 'zod';
import type { CaptchaVerifier } from '../captcha/captcha-verifier';
import { ApiError } from '../http/api-error';

export const INVALID_FORM = 'Please correct the highlighted fields';
export const CAPTCHA_REJECTED = 'reCAPTCHA verification failed';
export const CAPTCHA_UNAVAILABLE = 'reCAPTCHA verification is unavailable, please try again later';

export function invalidForm(error: z.core.$ZodError | undefined, extra: Record<string, string> = {}): ApiError {
  return new ApiError(400, INVALID_FORM, { ...(error ? toFieldErrors(error) : {}), ...extra });
}

/** The form's own rules come first; Google is only asked about a submission worth storing. */
export async function requireCaptcha(verifier: CaptchaVerifier, token: string, remoteIp: string): Promise<void> {
  const result = await verifier.verify(token, remoteIp);
  if (result === 'unavailable') throw new ApiError(503, CAPTCHA_UNAVAILABLE);
  if (result === 'rejected') {
    throw new ApiError(403, CAPTCHA_REJECTED, { recaptchaToken: formMessages.captchaRequired });
  }
}
