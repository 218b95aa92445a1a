import * as z from 'zod/mini';
import { INTERNAL_SERVER_ERROR } from './messages';
import { isHttpSuccess, requestJson } from './request-json';
import type { ApiConnection, RequestOptions } from './request-json';

const wrapperSchema = z.object({
  status: z.number(),
  data: z.optional(z.unknown()),
  message: z.optional(z.unknown()),
});

/** The unparsed `data` of a successful response. */
export type EnvelopeData = { data: unknown };

const serverFailure = (connection: ApiConnection, path: string, why: string): undefined => {
  console.error(`[api] GET ${path} ${why}`);
  connection.notifyError(INTERNAL_SERVER_ERROR);
  return undefined;
};

/**
 * SPEC §8 and §9 for reads, in this order:
 * - an HTTP status outside 200–299 is a server failure, whatever its body says: "Internal Server
 *   Error";
 * - a 2xx whose body is not JSON, or JSON without the `{status, data}` wrapper: "Internal Server
 *   Error";
 * - a 2xx whose body status is not 200: the body's message (else "Internal Server Error").
 * A network failure shows "Internal Server Error" too. Either way nothing is returned. An aborted
 * request is the caller's choice: no toast.
 */
export async function getEnvelopeData(connection: ApiConnection, path: string, options: RequestOptions = {}): Promise<EnvelopeData | undefined> {
  const outcome = await requestJson(connection, path, { method: 'GET', signal: options.signal });
  if (outcome.kind === 'aborted') return undefined;
  if (outcome.kind === 'network') {
    console.error(`[api] GET ${path} failed`, outcome.error);
    connection.notifyError(INTERNAL_SERVER_ERROR);
    return undefined;
  }
  if (!isHttpSuccess(outcome.httpStatus)) return serverFailure(connection, path, `answered HTTP status ${outcome.httpStatus}`);
  if (outcome.kind === 'unparsable') return serverFailure(connection, path, `answered HTTP ${outcome.httpStatus} with a body that is not JSON`);
  const wrapper = wrapperSchema.safeParse(outcome.body);
  if (!wrapper.success) return serverFailure(connection, path, `answered HTTP ${outcome.httpStatus} without the {status, data} wrapper`);
  const { status, data, message } = wrapper.data;
  if (status !== 200) {
    console.error(`[api] GET ${path} answered status ${status}`, message);
    connection.notifyError(typeof message === 'string' && message.trim() ? message : INTERNAL_SERVER_ERROR);
    return undefined;
  }
  return { data };
}
