import * as z from 'zod/mini';
import { getEnvelopeData } from './get-envelope-data';
import { warnRejected } from './parse-records';
import type { ApiConnection, RequestOptions } from './request-json';

/**
 * Reads `path` and parses its `data` with `schema`. Returns undefined when the call failed (a toast
 * has then been queued, SPEC §8) or when the data does not match the contract (logged).
 */
export async function getData<S extends z.core.$ZodType>(
  connection: ApiConnection,
  path: string,
  schema: S,
  options?: RequestOptions,
): Promise<z.output<S> | undefined> {
  const envelope = await getEnvelopeData(connection, path, options);
  if (!envelope) return undefined;
  const parsed = z.safeParse(schema, envelope.data);
  if (parsed.success) return parsed.data;
  warnRejected(path, 'the response data', parsed.error);
  return undefined;
}
