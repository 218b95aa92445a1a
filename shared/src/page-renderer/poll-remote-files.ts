export type RemoteFilesPollOptions<Name extends string> = {
  /** The file polled, per remote. */
  urls: Record<Name, string>;
  pollMs: number;
  fetch?: typeof globalThis.fetch;
  onAnswer: (name: Name, response: Response) => Promise<boolean> | boolean;
};

export type RemoteFilesPoll = {
  /** Asks every file now; resolves when all have answered. */
  checkNow: () => Promise<void>;
  stop: () => void;
};

/**
 * Keeps asking one file of each remote whether it changed (its mf-manifest.json for the
 * renderer, its releases.json for the site's server): every `pollMs`, with the ETag of the answer
 * last taken, never two rounds at once. A remote whose host does not answer, or that answers 304,
 * is left as it was; any other answer goes to `onAnswer`, which says whether it took it (its ETag
 * is sent next time) or not, or throws (the next ask is then unconditional).
 */
export function pollRemoteFiles<Name extends string>({ urls, pollMs, fetch = globalThis.fetch, onAnswer }: RemoteFilesPollOptions<Name>): RemoteFilesPoll {
  const etags = new Map<Name, string>();
  const names = Object.keys(urls) as Name[];

  const check = async (name: Name) => {
    const etag = etags.get(name);
    let response: Response;
    try {
      response = await fetch(urls[name], { headers: etag ? { 'If-None-Match': etag } : {} });
    } catch {
      return;
    }
    if (response.status === 304) return;
    let taken = false;
    try {
      taken = await onAnswer(name, response);
    } catch {
      // Not taken: asked again without its ETag.
    }
    const next = taken ? response.headers.get('etag') : null;
    if (next) etags.set(name, next);
    else etags.delete(name);
  };

  const checkNow = () => Promise.all(names.map(check)).then(() => undefined);
  let polling = false;
  const timer = setInterval(() => {
    if (polling) return;
    polling = true;
    void checkNow().finally(() => {
      polling = false;
    });
  }, pollMs);
  timer.unref();
  return { checkNow, stop: () => clearInterval(timer) };
}
