import { useCallback, useEffect, useState } from 'react';
import type { DependencyList } from 'react';

export type ApiLoader<T> = (signal: AbortSignal) => Promise<T>;

export type ApiState<T> =
  | { status: 'loading'; data: undefined; error: undefined }
  | { status: 'success'; data: T; error: undefined }
  | { status: 'error'; data: undefined; error: unknown };

export type UseApiResult<T> = ApiState<T> & { reload: () => void };

type Settled<T> = { key: readonly unknown[]; state: ApiState<T> };

const LOADING = { status: 'loading', data: undefined, error: undefined } as const;

const sameKey = (a: readonly unknown[], b: readonly unknown[]) =>
  a.length === b.length && a.every((value, index) => Object.is(value, b[index]));

/**
 * Runs `loader` when `deps` change and reports loading, success or error, so a page can branch on
 * each state. The request is aborted on unmount and when `deps` change. The client's helpers
 * resolve to undefined instead of throwing, so `success` with undefined data means "nothing came
 * back"; `error` means the loader threw (a page may throw to show its own error state).
 */
export function useApi<T>(loader: ApiLoader<T>, deps: DependencyList): UseApiResult<T> {
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<Settled<T> | null>(null);
  const key = [...deps, attempt];

  useEffect(() => {
    const controller = new AbortController();
    const settle = (state: ApiState<T>) => {
      if (!controller.signal.aborted) setSettled({ key, state });
    };
    loader(controller.signal).then(
      (data) => settle({ status: 'success', data, error: undefined }),
      (error: unknown) => settle({ status: 'error', data: undefined, error }),
    );
    return () => controller.abort();
    // The caller's deps (plus the retry count) decide when to load again, as with useEffect.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, key);

  // A result that belongs to older deps is stale: show loading until the new one settles.
  const state = settled && sameKey(settled.key, key) ? settled.state : LOADING;
  const reload = useCallback(() => setAttempt((count) => count + 1), []);
  return { ...state, reload };
}
