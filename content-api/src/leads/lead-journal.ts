import { createHash } from 'node:crypto';
import { open, readFile, rename, rm } from 'node:fs/promises';
import type { FileHandle } from 'node:fs/promises';
import { syncDirectory } from '../fs/sync-directory';
import type { Channel } from '../notifications/delivery-channels';
import { journalFsyncDuration } from '../observability/metrics';
import type { LeadRow, LeadType } from './lead-rows';

/**
 * A lead as it was acknowledged, with the channels it is announced on (one outbox row each); the
 * withdrawal of one whose row could not be stored; or a delivery made (by its outbox id), so a
 * database rebuilt from the journal does not announce that lead again.
 */
export type JournalRecord =
  | { op: 'lead'; type: LeadType; row: LeadRow; channels?: Channel[] }
  | { op: 'cancel'; id: string }
  | { op: 'delivered'; id: string };

const VERSION = 'L1';

const checksum = (json: string) => createHash('sha256').update(json).digest('hex').slice(0, 16);

/** One line per record: `L1 <checksum of the JSON> <JSON>\n`. */
export function encodeRecord(record: JournalRecord): string {
  const json = JSON.stringify(record);
  return `${VERSION} ${checksum(json)} ${json}\n`;
}

function decodeLine(line: string): JournalRecord | undefined {
  const match = /^L1 ([0-9a-f]{16}) (.*)$/.exec(line);
  if (!match || checksum(match[2]) !== match[1]) return undefined;
  try {
    return JSON.parse(match[2]) as JournalRecord;
  } catch {
    return undefined;
  }
}

export interface JournalContents {
  records: JournalRecord[];
  /** Bytes up to the end of the last whole record: what follows is a record torn by a crash. */
  goodLength: number;
  /** Damaged lines followed by whole records (skipped). */
  damaged: number;
}

export function parseJournal(bytes: Buffer): JournalContents {
  const records: JournalRecord[] = [];
  let goodLength = 0;
  let damaged = 0;
  let pendingDamage = 0;
  let start = 0;
  while (start < bytes.length) {
    const end = bytes.indexOf(0x0a, start);
    if (end < 0) break;
    const record = decodeLine(bytes.toString('utf8', start, end));
    start = end + 1;
    if (!record) {
      pendingDamage += 1;
      continue;
    }
    records.push(record);
    damaged += pendingDamage;
    pendingDamage = 0;
    goodLength = start;
  }
  return { records, goodLength, damaged };
}

export class JournalClosedError extends Error {}

interface Pending {
  bytes: Buffer;
  resolve: () => void;
  reject: (error: Error) => void;
}

/**
 * The embedded engine's record of truth for leads: an append-only file, flushed to disk (fdatasync)
 * before a lead is acknowledged. Appends that arrive while a flush runs wait and share the next one
 * (group commit), so concurrent leads cost one flush between them.
 */
export class LeadJournal {
  private queue: Pending[] = [];
  private flushing: Promise<void> | undefined;
  private rewriting: Promise<unknown> | undefined;
  private failure: Error | undefined;

  private constructor(
    readonly file: string,
    private handle: FileHandle | undefined,
    private length: number,
  ) {}

  /**
   * Opens the journal, creating it if needed; a record torn by a crash at the end is cut off so the
   * next append starts on a whole line. Answers the records it holds.
   */
  static async open(file: string): Promise<{ journal: LeadJournal; contents: JournalContents; created: boolean }> {
    const existing = await readFile(file).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return undefined;
      throw error;
    });
    const contents = parseJournal(existing ?? Buffer.alloc(0));
    const handle = await open(file, 'a+', 0o600);
    try {
      if (existing && contents.goodLength < existing.length) {
        await handle.truncate(contents.goodLength);
        await handle.sync();
      }
      if (!existing) await syncDirectory(file, { parentOf: true });
    } catch (error) {
      await handle.close();
      throw error;
    }
    return { journal: new LeadJournal(file, handle, contents.goodLength), contents, created: existing === undefined };
  }

  /** Resolves once the records are on disk. */
  append(...records: JournalRecord[]): Promise<void> {
    if (!this.handle) return Promise.reject(new JournalClosedError('The lead journal is closed'));
    if (this.failure) return Promise.reject(this.failure);
    const bytes = Buffer.from(records.map(encodeRecord).join(''));
    return new Promise<void>((resolve, reject) => {
      this.queue.push({ bytes, resolve, reject });
      if (!this.rewriting) this.flushing ??= this.flush();
    });
  }

  private async flush(): Promise<void> {
    // Lets the caller record this flush before it can finish.
    await Promise.resolve();
    try {
      while (this.queue.length > 0 && this.handle) {
        const batch = this.queue.splice(0);
        const bytes = Buffer.concat(batch.map((pending) => pending.bytes));
        try {
          await this.handle.write(bytes, 0, bytes.length, null);
          const flushing = journalFsyncDuration.startTimer();
          await this.handle.datasync();
          flushing();
          this.length += bytes.length;
          for (const pending of batch) pending.resolve();
        } catch (error) {
          // A write that failed half-way must not leave a torn line before the next record.
          await this.handle.truncate(this.length).catch(() => {
            this.failure = new Error(`The lead journal ${this.file} could not be repaired after a failed write`);
          });
          for (const pending of batch) pending.reject(error as Error);
        }
      }
    } finally {
      this.flushing = undefined;
      if (this.queue.length > 0 && !this.rewriting) this.flushing = this.flush();
    }
  }

  /**
   * Replaces the journal with the records `keep` accepts (a person's erased leads leave no byte
   * behind): the new file is written beside it, flushed, renamed over it and the folder flushed, so
   * a crash leaves either the old journal or the new one. Appends arriving meanwhile wait and are
   * written to the new file. Answers how many records were left out.
   */
  async rewrite(keep: (record: JournalRecord) => boolean): Promise<number> {
    while (this.rewriting) await this.rewriting.catch(() => {});
    const rewriting = this.replaceFile(keep);
    this.rewriting = rewriting;
    try {
      return await rewriting;
    } finally {
      this.rewriting = undefined;
      if (this.queue.length > 0) this.flushing ??= this.flush();
    }
  }

  private async replaceFile(keep: (record: JournalRecord) => boolean): Promise<number> {
    while (this.flushing) await this.flushing;
    if (!this.handle) throw new JournalClosedError('The lead journal is closed');
    const { records } = parseJournal(await readFile(this.file));
    const kept = records.filter(keep);
    if (kept.length === records.length) return 0;
    const bytes = Buffer.from(kept.map(encodeRecord).join(''));
    const replacement = `${this.file}.rewrite`;
    const next = await open(replacement, 'w', 0o600);
    try {
      await next.write(bytes, 0, bytes.length, 0);
      await next.sync();
    } catch (error) {
      await next.close();
      await rm(replacement, { force: true });
      throw error;
    }
    await next.close();
    await rename(replacement, this.file);
    // From here on the old file is gone: appends must go to the new one whatever happens next.
    const old = this.handle;
    this.handle = await open(this.file, 'a+', 0o600);
    this.length = bytes.length;
    await old.close().catch(() => {});
    await syncDirectory(this.file, { parentOf: true });
    return records.length - kept.length;
  }

  async close(): Promise<void> {
    while (this.rewriting) await this.rewriting.catch(() => {});
    while (this.flushing) await this.flushing;
    const handle = this.handle;
    this.handle = undefined;
    await handle?.close();
  }
}
