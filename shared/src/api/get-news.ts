import * as z from 'zod/mini';
import { getEnvelopeData } from './get-envelope-data';
import { parseRecords } from './parse-records';
import type { ApiConnection, RequestOptions } from './request-json';

/** A page of news. `totalCount` is known only when the backend sends it. */
export type NewsList<T> = { news: T[]; totalCount?: number };

/** Per category, as /newscentre/initial answers. */
export type NewsRecord<T> = Record<string, { news: T[]; totalCount: number }>;

const pageShape = z.object({
  news: z.array(z.unknown()),
  totalCount: z.optional(z.number().check(z.int(), z.nonnegative())),
});

/**
 * Reads a news page that is either `NewsItem[]` or `{ news, totalCount }`: both shapes exist among
 * backends. Bad items are dropped and logged.
 */
export async function getNewsList<S extends z.core.$ZodType>(
  connection: ApiConnection,
  path: string,
  itemSchema: S,
  options?: RequestOptions,
): Promise<NewsList<z.output<S>> | undefined> {
  const envelope = await getEnvelopeData(connection, path, options);
  if (!envelope) return undefined;
  const { data } = envelope;
  if (Array.isArray(data)) return { news: parseRecords(path, data, itemSchema) };
  const page = pageShape.safeParse(data);
  if (!page.success) {
    console.warn(`[api] GET ${path}: expected a news list or {news, totalCount}`, page.error.issues);
    return undefined;
  }
  return { news: parseRecords(path, page.data.news, itemSchema), totalCount: page.data.totalCount };
}

/**
 * Reads a record keyed by category name, each `{ news, totalCount }`. A bad item is dropped from its
 * category only; a category whose entry is not of that shape is left out. Both are logged.
 */
export async function getRecord<S extends z.core.$ZodType>(
  connection: ApiConnection,
  path: string,
  itemSchema: S,
  options?: RequestOptions,
): Promise<NewsRecord<z.output<S>> | undefined> {
  const envelope = await getEnvelopeData(connection, path, options);
  if (!envelope) return undefined;
  const { data } = envelope;
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    console.warn(`[api] GET ${path}: expected an object keyed by category`, data);
    return undefined;
  }
  const result: NewsRecord<z.output<S>> = {};
  for (const [category, entry] of Object.entries(data)) {
    const page = pageShape.safeParse(entry);
    if (!page.success) {
      console.warn(`[api] GET ${path}: category "${category}" is not {news, totalCount} and is left out`, page.error.issues);
      continue;
    }
    const news = parseRecords(`${path} [${category}]`, page.data.news, itemSchema);
    result[category] = { news, totalCount: page.data.totalCount ?? page.data.news.length };
  }
  return result;
}
