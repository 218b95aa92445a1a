import type * as z from 'zod/mini';
import { getEnvelopeData } from './get-envelope-data';
import { parseRecords } from './parse-records';
import type { ApiConnection, RequestOptions } from './request-json';

/**
 * Reads a list endpoint (`data: X[]`). Records that do not match `itemSchema` are dropped and
 * logged; the rest are returned. Undefined when the call failed or `data` is not a list.
 */
export async function getList<S extends z.core.$ZodType>(
  connection: ApiConnection,
  path: string,
  itemSchema: S,
  options?: RequestOptions,
): Promise<z.output<S>[] | undefined> {
  const envelope = await getEnvelopeData(connection, path, options);
  if (!envelope) return undefined;
  if (!Array.isArray(envelope.data)) {
    console.warn(`[api] GET ${path}: expected a list in data`, envelope.data);
    return undefined;
  }
  return parseRecords(path, envelope.data, itemSchema);
}

/**
 * Reads an endpoint whose first list element is used (/homepage, /globals, …). A bare object is
 * accepted too, so a backend that answers one object still works. The first record that matches
 * the contract wins; undefined when there is none.
 */
export async function getFirst<S extends z.core.$ZodType>(
  connection: ApiConnection,
  path: string,
  itemSchema: S,
  options?: RequestOptions,
): Promise<z.output<S> | undefined> {
  const envelope = await getEnvelopeData(connection, path, options);
  if (!envelope) return undefined;
  const { data } = envelope;
  const records = Array.isArray(data) ? data : data == null ? [] : [data];
  return parseRecords(path, records, itemSchema)[0];
}
