import type { PostFailure } from '@group/shared/api';
import { failureMessages } from './lead-form-messages';
import type { LeadNoun } from './lead-form-messages';

/** content-api answers a rejected captcha with 403 and an error on this field. */
const CAPTCHA_FIELD = 'recaptchaToken';

/** The failure summary for a submission the server did not take. */
export function describeFailure(failure: PostFailure, noun: LeadNoun): string {
  if (failure.reason === 'network') return failureMessages.network(noun);
  switch (failure.status) {
    case 400:
    case 422:
      return failureMessages.invalid(noun);
    case 403:
      return failure.errors?.[CAPTCHA_FIELD] ? failureMessages.captchaRejected(noun) : failureMessages.originRefused(noun);
    case 413:
      return failureMessages.tooLarge(noun);
    case 429:
      return failureMessages.tooMany(noun);
    case 503:
      return failureMessages.unavailable(noun);
    default:
      return failure.reason === 'server' ? failureMessages.server(noun) : failureMessages.rejected(noun);
  }
}
