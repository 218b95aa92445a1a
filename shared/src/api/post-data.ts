import type { FieldErrors } from '../contract';
import { isHttpSuccess, requestJson } from './request-json';
import type { ApiConnection, RawOutcome, RequestOptions } from './request-json';

/**
 * - `network`: no answer (offline, DNS, CORS, aborted).
 * - `rejected`: the server answered with a 4xx status (validation, captcha, rate limit).
 * - `server`: a 5xx status, a body that is not JSON, or an answer without `data`.
 */
export type PostFailureReason = 'network' | 'rejected' | 'server';

export type PostFailure = {
  ok: false;
  reason: PostFailureReason;
  status?: number;
  message?: string;
  errors?: FieldErrors;
};

export type PostResult = { ok: true; data: unknown } | PostFailure;

type Answer = { status?: unknown; data?: unknown; message?: unknown; errors?: unknown };

/** Accepts `{field: message}` and `{field: [message, …]}`; keeps the first message per field. */
const readErrors = (value: unknown): FieldErrors | undefined => {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const errors: FieldErrors = {};
  for (const [field, message] of Object.entries(value)) {
    const first: unknown = Array.isArray(message) ? message[0] : message;
    if (typeof first === 'string') errors[field] = first;
  }
  return Object.keys(errors).length > 0 ? errors : undefined;
};

const reasonFor = (status: number): PostFailureReason => (status >= 400 && status <= 499 ? 'rejected' : 'server');

const classify = (outcome: RawOutcome): PostResult => {
  if (outcome.kind === 'aborted' || outcome.kind === 'network') return { ok: false, reason: 'network' };
  if (outcome.kind === 'unparsable') {
    return { ok: false, reason: reasonFor(outcome.httpStatus), status: outcome.httpStatus };
  }
  const answer: Answer = typeof outcome.body === 'object' && outcome.body !== null ? outcome.body : {};
  if (isHttpSuccess(outcome.httpStatus) && answer.data !== undefined && answer.data !== null) {
    return { ok: true, data: answer.data };
  }
  const status = typeof answer.status === 'number' ? answer.status : outcome.httpStatus;
  return {
    ok: false,
    // A 2xx without data is judged by the status inside the body.
    reason: reasonFor(isHttpSuccess(outcome.httpStatus) ? status : outcome.httpStatus),
    status,
    message: typeof answer.message === 'string' ? answer.message : undefined,
    errors: readErrors(answer.errors),
  };
};

/**
 * Posts JSON (a plain object) or multipart (FormData). SPEC §7: only the presence of `data` in the
 * answer decides success. SPEC §8: no toast, failures are logged. The failure details are returned
 * so a form can tell the visitor what happened.
 */
export async function postData(connection: ApiConnection, path: string, body: object | FormData, options: RequestOptions = {}): Promise<PostResult> {
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  const outcome = await requestJson(connection, path, {
    method: 'POST',
    // Multipart: the browser writes the Content-Type with its boundary.
    body: isForm ? body : JSON.stringify(body),
    headers: isForm ? {} : { 'Content-Type': 'application/json' },
    signal: options.signal,
  });
  const result = classify(outcome);
  if (!result.ok) {
    connection.log.error(`[api] POST ${path} failed`, outcome.kind === 'network' ? outcome.error : result);
  }
  return result;
}
