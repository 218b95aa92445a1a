import type { Database } from '../db/database';
import { recordOutcomes } from './outbox';
import type { FailedAttempt } from './outbox';

/** How long outcomes are gathered before a write; longer while visitors are being answered. */
const GATHER_MS = 25;
const BUSY_GATHER_MS = 250;

/**
 * Writes the outcomes of attempts in batches: those that end while a write runs go in the next
 * one, so a busy worker costs the database (which also stores the leads visitors are waiting on)
 * two statements per batch, not per delivery. Until it is written, a row stays held by its claim,
 * so no other server sends it again; a crash before the write means it is sent again (at least
 * once). On the embedded engine the deliveries made are also journaled, so a database rebuilt
 * from the journal does not announce those leads again.
 */
export class OutcomeRecorder {
  private delivered: string[] = [];
  private failed: FailedAttempt[] = [];
  private writing: Promise<void> | undefined;

  constructor(
    private readonly db: Database,
    private readonly busy: (() => boolean) | undefined,
    private readonly onError: (error: unknown) => void,
  ) {}

  deliveredOne(id: string): void {
    this.delivered.push(id);
    this.writing ??= this.write();
  }

  failedOne(attempt: FailedAttempt): void {
    this.failed.push(attempt);
    this.writing ??= this.write();
  }

  /** Resolves once every outcome handed over so far is written (or its write failed). */
  async settled(): Promise<void> {
    while (this.writing) await this.writing;
  }

  private async write(): Promise<void> {
    try {
      while (this.delivered.length > 0 || this.failed.length > 0) {
        // Outcomes of attempts ending meanwhile share this write.
        await new Promise((resolve) => setTimeout(resolve, this.busy?.() ? BUSY_GATHER_MS : GATHER_MS));
        const delivered = this.delivered.splice(0);
        const failed = this.failed.splice(0);
        try {
          await recordOutcomes(this.db.background, delivered, failed);
          if (delivered.length > 0) await this.db.leadJournal?.append(...delivered.map((id) => ({ op: 'delivered' as const, id })));
        } catch (error) {
          this.onError(error);
        }
      }
    } finally {
      this.writing = undefined;
    }
  }
}
