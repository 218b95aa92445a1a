/**
 * Whether the page is hydrating the server's markup: from the start of hydration until the page
 * is live (the shell's LiveMark), components first render what the server rendered
 * (`useBrowserValue`). One per site runtime; only the shell's browser start begins it.
 * Parts of the page that React hydrates in passes of their own (HydrationSection) hold it open
 * until each has been hydrated, so the page is live once all of it is.
 */
export type HydrationState = {
  readonly active: boolean;
  /**
   * What renders is the server's page itself, where there is a window (a test's server render):
   * what the browser would keep of the server's markup renders in full.
   */
  readonly serverRender: boolean;
  begin: (options?: { serverRender?: boolean }) => void;
  end: () => void;
  /** A part of the page, by a key of its own, is still to be hydrated (nothing outside hydration). */
  hold: (key: string) => void;
  /** That part has been hydrated, or is gone. */
  release: (key: string) => void;
  /**
   * Calls `done` once no part is held: at once when none is, else once the last is released, after
   * the effects of the commit that released it have run. Returns what cancels it.
   */
  whenSettled: (done: () => void) => () => void;
};

export function createHydrationState(): HydrationState {
  let active = false;
  let serverRender = false;
  const held = new Set<string>();
  const waiting = new Set<() => void>();

  const settle = () => {
    if (held.size > 0) return;
    const callbacks = [...waiting];
    waiting.clear();
    callbacks.forEach((done) => done());
  };

  return {
    get active() {
      return active;
    },
    get serverRender() {
      return serverRender;
    },
    begin: (options) => {
      active = true;
      serverRender = options?.serverRender === true;
    },
    end: () => {
      active = false;
      serverRender = false;
      held.clear();
    },
    hold: (key) => {
      if (active) held.add(key);
    },
    release: (key) => {
      if (held.delete(key) && held.size === 0) queueMicrotask(settle);
    },
    whenSettled: (done) => {
      if (held.size === 0) {
        done();
        return () => undefined;
      }
      waiting.add(done);
      return () => waiting.delete(done);
    },
  };
}
