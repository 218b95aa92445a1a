/**
 * Whether the page is hydrating the server's markup: from the start of hydration until the page
 * is live (the shell's LiveMark), components first render what the server rendered
 * (`useBrowserValue`). One per site runtime; only the shell's browser start begins it.
 */
export type HydrationState = {
  readonly active: boolean;
  begin: () => void;
  end: () => void;
};

export function createHydrationState(): HydrationState {
  let active = false;
  return {
    get active() {
      return active;
    },
    begin: () => {
      active = true;
    },
    end: () => {
      active = false;
    },
  };
}
