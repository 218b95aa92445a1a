import type { Queryable } from '../db/database';
import { printable } from '../leads/printable-text';
import { listUndelivered, makeDueNow } from './outbox';
import type { UndeliveredEntry } from './outbox';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export class OutboxUsageError extends Error {}

function state(entry: UndeliveredEntry): string {
  if (entry.claimedUntil && Date.parse(entry.claimedUntil) > Date.now()) return `sending (held until ${entry.claimedUntil})`;
  return entry.lastError === undefined ? 'pending' : `failed: ${printable(entry.lastError)}`;
}

/** One line per delivery: ids, channel, attempts and what happened; never a visitor's data. */
function line(entry: UndeliveredEntry): string {
  const lead = `${entry.leadType} lead ${entry.leadId}`;
  return `${entry.id}  ${lead}  ${entry.channel.padEnd(7)}  attempts ${entry.attempts}  next ${entry.nextAttemptAt}  ${state(entry)}`;
}

export type OutboxAction = { action: 'list' } | { action: 'retry'; id: string };

/** Reads `[retry <id>]`; throws an OutboxUsageError before anything is opened. */
export function parseOutboxArgs(args: readonly string[]): OutboxAction {
  const [action, id, ...rest] = args;
  if (action === undefined) return { action: 'list' };
  if (action !== 'retry') throw new OutboxUsageError(`Unknown outbox command "${printable(action)}"`);
  if (id === undefined || rest.length > 0) throw new OutboxUsageError('leads outbox retry takes one delivery id');
  if (!UUID.test(id)) throw new OutboxUsageError(`"${printable(id)}" is not a delivery id (a UUID as leads outbox lists it)`);
  return { action: 'retry', id: id.toLowerCase() };
}

/**
 * `leads outbox`: the announcements not yet delivered; `leads outbox retry <id>`: one of them due
 * now (a running server sends it at its next look at the outbox, at most 10 s later; on the
 * embedded database, when the server starts). Answers the exit code.
 */
export async function runOutboxCommand(db: Queryable, command: OutboxAction, stdout: (text: string) => void, stderr: (text: string) => void): Promise<number> {
  if (command.action === 'list') {
    const entries = await listUndelivered(db);
    const failed = entries.filter((entry) => entry.lastError !== undefined).length;
    stdout(`lead announcements not yet delivered: ${entries.length} (${failed} failed at their last attempt)\n`);
    for (const entry of entries) stdout(`  ${line(entry)}\n`);
    return 0;
  }
  const result = await makeDueNow(db, command.id);
  if (result === 'due') {
    stdout(`Delivery ${command.id} is due now.\n`);
    return 0;
  }
  stderr(result === 'delivered' ? `Delivery ${command.id} was delivered already.\n` : `No delivery ${command.id} in the outbox.\n`);
  return 1;
}
