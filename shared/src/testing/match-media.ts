import { act } from '@testing-library/react';

export type MediaEnvironment = {
  /** Viewport width in px used for (min-width) and (max-width) queries. */
  width?: number;
  reducedMotion?: boolean;
};

export type MatchMediaMock = {
  /** Changes the environment and tells every listening query, inside act(). */
  set: (changes: MediaEnvironment) => void;
};

type Listener = (event: MediaQueryListEvent) => void;

const evaluate = (query: string, env: Required<MediaEnvironment>): boolean =>
  query.split(/\s+and\s+/i).every((part) => {
    const feature = /\(\s*([a-z-]+)\s*:\s*([^)]+?)\s*\)/i.exec(part);
    if (!feature) return /^\s*(all|screen)\s*$/i.test(part);
    const [, name, value] = feature;
    switch (name.toLowerCase()) {
      case 'max-width':
        return env.width <= parseFloat(value);
      case 'min-width':
        return env.width >= parseFloat(value);
      case 'prefers-reduced-motion':
        return (value === 'reduce') === env.reducedMotion;
      default:
        return false;
    }
  });

let original: typeof window.matchMedia | undefined;

/**
 * Replaces window.matchMedia with one that answers width and reduced-motion queries from the
 * given environment (default: 1280 px wide, motion allowed). Restored after each test.
 */
export function mockMatchMedia(initial: MediaEnvironment = {}): MatchMediaMock {
  const env: Required<MediaEnvironment> = { width: 1280, reducedMotion: false, ...initial };
  const lists: { query: string; listeners: Set<Listener>; matches: boolean }[] = [];
  original ??= window.matchMedia;

  window.matchMedia = (query: string) => {
    const entry = { query, listeners: new Set<Listener>(), matches: evaluate(query, env) };
    lists.push(entry);
    const list = {
      media: query,
      get matches() {
        return evaluate(query, env);
      },
      onchange: null,
      addEventListener: (_type: string, listener: Listener) => entry.listeners.add(listener),
      removeEventListener: (_type: string, listener: Listener) => entry.listeners.delete(listener),
      addListener: (listener: Listener) => entry.listeners.add(listener),
      removeListener: (listener: Listener) => entry.listeners.delete(listener),
      dispatchEvent: () => false,
    };
    return list as unknown as MediaQueryList;
  };

  return {
    set: (changes) => {
      Object.assign(env, changes);
      act(() => {
        for (const entry of lists) {
          const matches = evaluate(entry.query, env);
          if (matches === entry.matches) continue;
          entry.matches = matches;
          entry.listeners.forEach((listener) => listener({ matches, media: entry.query } as MediaQueryListEvent));
        }
      });
    },
  };
}

if (typeof afterEach === 'function') {
  afterEach(() => {
    if (original) window.matchMedia = original;
    original = undefined;
  });
}
