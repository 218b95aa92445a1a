// Waits until a server answers a URL (any status below 500) while it starts.

/**
 * @param {string} url
 * @param {{ timeoutMs?: number, stillStarting?: () => void }} [options] `stillStarting` throws when
 *   waiting is pointless (the process that should answer has exited).
 */
export async function waitForAnswer(url, { timeoutMs = 60_000, stillStarting = () => undefined } = {}) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    stillStarting();
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
