import { encodeAnswer } from './encoded-answer';
import type { EncodedAnswer } from './encoded-answer';
import { contentCache } from '../observability/metrics';

interface Entry {
  answer: Promise<EncodedAnswer>;
  /** The answer once built: served as it is, without waiting a turn for the promise. */
  ready?: EncodedAnswer;
  builtAt: number;
  refreshing: boolean;
}

export interface AnswerCacheOptions {
  /** Distinct URLs kept; the oldest is dropped beyond this. */
  maxEntries?: number;
  /** After this long an answer is rebuilt in the background while the old one is still served. */
  refreshMs?: number;
  now?: () => number;
}

/**
 * Content answers built once per URL: the database is read, the JSON serialized, hashed and
 * compressed once, then served from memory. Content changes only when a server starts (it seeds
 * the database from the files), so the refresh only matters to servers sharing one PostgreSQL.
 * A build that fails (a 404, a database error) is not kept.
 */
export class AnswerCache {
  private readonly entries = new Map<string, Entry>();
  private readonly maxEntries: number;
  private readonly refreshMs: number;
  private readonly now: () => number;

  constructor(options: AnswerCacheOptions = {}) {
    this.maxEntries = options.maxEntries ?? 1000;
    this.refreshMs = options.refreshMs ?? 10_000;
    this.now = options.now ?? Date.now;
  }

  /** The answer itself once built (every read of a URL but its first), else the promise of it. */
  get(key: string, build: () => Promise<unknown>): EncodedAnswer | Promise<EncodedAnswer> {
    const entry = this.entries.get(key);
    if (!entry) {
      contentCache.miss.inc();
      return this.start(key, build).answer;
    }
    const stale = this.now() - entry.builtAt >= this.refreshMs;
    (stale ? contentCache.stale : contentCache.hit).inc();
    if (stale && !entry.refreshing) {
      entry.refreshing = true;
      const next = build().then(encodeAnswer);
      next.then(
        (ready) => {
          if (this.entries.get(key) === entry) this.entries.set(key, { answer: next, ready, builtAt: this.now(), refreshing: false });
        },
        () => {
          entry.refreshing = false;
        },
      );
    }
    return entry.ready ?? entry.answer;
  }

  private start(key: string, build: () => Promise<unknown>): Entry {
    const entry: Entry = { answer: build().then(encodeAnswer), builtAt: this.now(), refreshing: false };
    entry.answer.then(
      (ready) => {
        entry.ready = ready;
      },
      () => {
        if (this.entries.get(key) === entry) this.entries.delete(key);
      },
    );
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, entry);
    return entry;
  }

  get size(): number {
    return this.entries.size;
  }
}
