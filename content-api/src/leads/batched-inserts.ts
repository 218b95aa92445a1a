import type { Queryable } from '../db/database';
import type { OutboxRow } from '../notifications/outbox-rows';
import { insertLeadRows } from './insert-lead-rows';
import type { LeadRow, LeadType } from './lead-rows';

interface Pending {
  row: LeadRow;
  deliveries: readonly OutboxRow[];
  resolve: () => void;
  reject: (error: unknown) => void;
}

const MAX_BATCH = 200;

/**
 * Leads arriving while an insert runs are inserted together by the next one: one statement for
 * many rows costs the embedded engine far less than one each. If a batch fails, its rows are
 * inserted one by one, so one bad row fails alone. Each lead's outbox rows go in its statement.
 */
export class BatchedInserts {
  private readonly queues: Record<LeadType, Pending[]> = { contact: [], career: [] };
  private readonly running: Record<LeadType, boolean> = { contact: false, career: false };

  constructor(private readonly db: Queryable) {}

  insert(type: LeadType, row: LeadRow, deliveries: readonly OutboxRow[] = []): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      this.queues[type].push({ row, deliveries, resolve, reject });
      if (!this.running[type]) void this.run(type);
    });
  }

  private async run(type: LeadType): Promise<void> {
    this.running[type] = true;
    try {
      while (this.queues[type].length > 0) {
        const batch = this.queues[type].splice(0, MAX_BATCH);
        try {
          await this.insertAll(type, batch);
          for (const pending of batch) pending.resolve();
        } catch (error) {
          if (batch.length === 1) batch[0].reject(error);
          else await this.oneByOne(type, batch);
        }
      }
    } finally {
      this.running[type] = false;
    }
  }

  private async insertAll(type: LeadType, batch: Pending[]): Promise<void> {
    await insertLeadRows(
      this.db,
      type,
      batch.map((pending) => pending.row),
      { deliveries: batch.flatMap((pending) => pending.deliveries) },
    );
  }

  private async oneByOne(type: LeadType, batch: Pending[]): Promise<void> {
    for (const pending of batch) {
      try {
        await this.insertAll(type, [pending]);
        pending.resolve();
      } catch (error) {
        pending.reject(error);
      }
    }
  }
}
