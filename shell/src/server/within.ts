/**
 * Settles as `work` does, or with undefined once `ms` have passed (then `onLate` is called; the
 * work is not stopped).
 */
export const within = <T>(work: Promise<T>, ms: number, onLate?: () => void): Promise<T | undefined> =>
  new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      onLate?.();
      resolve(undefined);
    }, ms);
    work.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
