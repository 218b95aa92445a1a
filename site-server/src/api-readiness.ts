/** Where content-api says whether it can answer reads (its database included). */
export const API_READINESS_PATH = '/readyz';

export type CheckResult = { ok: true } | { ok: false; reason: string };

export type ApiReadinessOptions = {
  apiBaseUrl: string;
  /** How long an answer is reused, so that frequent probes do not each reach the API (ms). */
  cacheMs?: number;
  /** How long the API has to answer (ms). */
  timeoutMs?: number;
  fetch?: typeof fetch;
  now?: () => number;
};

const isTimeout = (error: unknown) => typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'TimeoutError';
const causeCode = (error: unknown) => ((error as { cause?: { code?: unknown } }).cause?.code as string | undefined) ?? (error instanceof Error ? error.message : String(error));

/**
 * Whether content-api answers: a GET of its readiness route, short and bounded, its answer
 * reused for `cacheMs`. Probes that come together share one request.
 */
export function createApiReadiness({ apiBaseUrl, cacheMs = 2000, timeoutMs = 1000, fetch: fetchApi = fetch, now = Date.now }: ApiReadinessOptions): () => Promise<CheckResult> {
  const url = `${apiBaseUrl}${API_READINESS_PATH}`;
  const ask = async (): Promise<CheckResult> => {
    try {
      const response = await fetchApi(url, { signal: AbortSignal.timeout(timeoutMs) });
      await response.body?.cancel();
      return response.ok ? { ok: true } : { ok: false, reason: `${url} answered ${response.status}` };
    } catch (error) {
      return { ok: false, reason: isTimeout(error) ? `${url} did not answer within ${timeoutMs} ms` : `${url} could not be reached (${causeCode(error)})` };
    }
  };
  let last: { at: number; result: Promise<CheckResult> } | undefined;
  return () => {
    const at = now();
    if (!last || at - last.at >= cacheMs) last = { at, result: ask() };
    return last.result;
  };
}
