/** A look-up never takes longer (and never holds up a page either way). */
export const LOOKUP_TIMEOUT_MS = 3_000;

/** GET a JSON document; anything but a 2xx answer is a failed look-up. */
export async function fetchJson(fetch: typeof globalThis.fetch, url: string): Promise<unknown> {
  const response = await fetch(url, { headers: { Accept: 'application/json' }, signal: AbortSignal.timeout(LOOKUP_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  return response.json();
}

/** A plain object's own properties, or an empty one for anything else (tolerant reading). */
export const fieldsOf = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
