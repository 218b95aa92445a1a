import { parseArgs } from 'node:util';
import { runUsersCommand, usersUsage } from '../inbox/users-command';
import { OutboxUsageError, parseOutboxArgs, runOutboxCommand } from '../notifications/outbox-command';
import { personUsage, runPersonCommand } from '../privacy/person-command';
import { outputFiles, typedPath, withCommandData } from './command-io';
import type { CommandIo } from './command-io';
import { listLeads } from './lead-store';
import type { LeadRecord, LeadType } from './lead-store';
import { toCsv, toJson } from './leads-export';
import { printable, printableCell, printableJson } from './printable-text';

export const leadsUsage = `Usage:
  leads list [--type contact|career] [--since DATE]
  leads export --type contact|career --format csv|json [--out FILE]
${usersUsage}
  leads outbox                 announcements (mail, webhook) not yet delivered
  leads outbox retry <id>      makes one of them due now
${personUsage}

Reads DATA_DIR / DATABASE_URL like the server. With the embedded database (no DATABASE_URL),
a server running on DATA_DIR runs the command for you; --out files are written here all the same.`;


class UsageError extends Error {}

function readType(value: string | undefined, required: boolean): LeadType | undefined {
  if (value === undefined && !required) return undefined;
  if (value === 'contact' || value === 'career') return value;
  throw new UsageError('--type must be contact or career');
}

function readSince(value: string | undefined): Date | undefined {
  if (value === undefined) return undefined;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) throw new UsageError(`--since is not a date: "${value}"`);
  return date;
}

/** One line per lead, whatever its fields hold (see printable-text.ts). */
function summary(type: LeadType, stored: Record<string, string>): string {
  const record = Object.fromEntries(Object.entries(stored).map(([column, value]) => [column, printable(value)]));
  const about = type === 'contact' ? record.subject : `${record.current_designation}; files ${record.resume_file}, ${record.cover_letter_file}`;
  return `${record.created_at}  ${record.id}  ${record.name} <${record.email}> ${record.phone}  ${about}`;
}

/** CSV quotes line breaks itself; JSON escapes all but DEL and C1. */
function exported(type: LeadType, format: 'csv' | 'json', records: LeadRecord[]): string {
  if (format === 'json') return printableJson(toJson(records));
  const cells = records.map((record) => Object.fromEntries(Object.entries(record).map(([column, value]) => [column, printableCell(value)])));
  return toCsv(type, cells as LeadRecord[]);
}

/** `leads list|export|outbox`; answers the exit code. */
export async function runLeadsCommand(args: string[], io: CommandIo): Promise<number> {
  if (args[0] === 'users') return runUsersCommand(args.slice(1), io, leadsUsage);
  if (args[0] === 'person' || args[0] === 'forget') return runPersonCommand(args[0], args.slice(1), io, leadsUsage);
  let parsed;
  try {
    parsed = parseArgs({
      args,
      allowPositionals: true,
      options: { help: { type: 'boolean', short: 'h' }, type: { type: 'string' }, since: { type: 'string' }, format: { type: 'string' }, out: { type: 'string' } },
    });
  } catch (error) {
    io.stderr(`${(error as Error).message}\n\n${leadsUsage}\n`);
    return 2;
  }
  const [command] = parsed.positionals;
  const { values } = parsed;
  if (values.help) {
    io.stdout(`${leadsUsage}\n`);
    return 0;
  }
  try {
    if (command !== 'list' && command !== 'export' && command !== 'outbox') {
      throw new UsageError(command ? `Unknown command "${command}"` : 'Missing command');
    }
    const since = readSince(values.since);
    const type = readType(values.type, command === 'export');
    if (command === 'export' && values.format !== 'csv' && values.format !== 'json') {
      throw new UsageError('--format must be csv or json');
    }
    const outbox = command === 'outbox' ? parseOutboxArgs(parsed.positionals.slice(1)) : undefined;
    return await withCommandData(io, async ({ db }) => {
      if (outbox) return runOutboxCommand(db, outbox, io.stdout, io.stderr);
      if (command === 'list') {
        for (const listed of type ? [type] : (['contact', 'career'] as const)) {
          const records = await listLeads(db, listed, since);
          io.stdout(`${listed} leads: ${records.length}\n`);
          for (const record of records) io.stdout(`  ${summary(listed, record)}\n`);
        }
        return 0;
      }
      const records = await listLeads(db, type as LeadType, since);
      const text = exported(type as LeadType, values.format === 'csv' ? 'csv' : 'json', records);
      if (values.out) {
        const file = typedPath(io, values.out);
        await outputFiles(io).write(file, text);
        io.stderr(`Wrote ${records.length} ${type} leads to ${file}\n`);
      } else {
        io.stdout(text);
      }
      return 0;
    });
  } catch (error) {
    if (error instanceof UsageError || error instanceof OutboxUsageError) {
      io.stderr(`${error.message}\n\n${leadsUsage}\n`);
      return 2;
    }
    io.stderr(`${(error as Error).message}\n`);
    return 1;
  }
}
