// The part of fs-native-extensions (which ships no types) that the folder lock uses.
declare module 'fs-native-extensions' {
  /**
   * Asks for a lock on the file open as `fd`: exclusive unless `shared`, whole file unless `offset`
   * and `length` say otherwise. True when granted, false when another open file holds a lock that
   * conflicts; other failures throw.
   */
  export function tryLock(fd: number, offset?: number, length?: number, options?: { shared?: boolean }): boolean;
  export function tryLock(fd: number, options?: { shared?: boolean }): boolean;
  /** Drops the lock held through `fd`; closing the file drops it too. */
  export function unlock(fd: number, offset?: number, length?: number): void;
}
