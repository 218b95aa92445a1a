/**
 * At most `perMinute` events per client in any minute (a fixed window per client, started by its
 * first event). Clients are forgotten once their window is over, so memory stays bounded by the
 * clients of the last minute; past `maxClients` of them every new one is refused.
 */
export function createRateLimit({ perMinute, maxClients = 10_000, now = Date.now }: { perMinute: number; maxClients?: number; now?: () => number }) {
  const windows = new Map<string, { startedAt: number; count: number }>();
  const forgetOld = (at: number) => {
    for (const [client, window] of windows) if (at - window.startedAt >= 60_000) windows.delete(client);
  };
  return {
    /** Whether `client` may send one more now (and counts it). */
    allow(client: string): boolean {
      const at = now();
      let window = windows.get(client);
      if (window && at - window.startedAt >= 60_000) window = undefined;
      if (!window) {
        if (windows.size >= maxClients) forgetOld(at);
        if (windows.size >= maxClients) return false;
        window = { startedAt: at, count: 0 };
        windows.set(client, window);
      }
      window.count += 1;
      return window.count <= perMinute;
    },
  };
}
