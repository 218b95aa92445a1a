export const MAX_RETRY_DELAY_MS = 60 * 60 * 1000;

/**
 * The wait after the attempt-th failed attempt: `minMs`, doubling at each failure up to an hour,
 * spread by ±20 % so that deliveries which failed together (a mail server down) do not all come
 * back at the same moment.
 */
export function retryDelayMs(attempts: number, minMs: number, random: () => number = Math.random): number {
  const base = Math.min(MAX_RETRY_DELAY_MS, minMs * 2 ** Math.min(Math.max(attempts - 1, 0), 30));
  return Math.round(Math.min(MAX_RETRY_DELAY_MS, base * (0.8 + 0.4 * random())));
}
