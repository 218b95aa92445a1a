import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig, resolveFromInvocation } from '../config';
import { openDatabase } from '../db/open-database';
import { printableJson } from '../leads/printable-text';
import { openUploadStore } from '../leads/open-upload-store';
import { describeErasure, eraseLeads } from './erase-leads';
import { personExport, personJson, writePersonFolder } from './person-export';

export const personUsage = `  leads person <email> [--out FOLDER]
                               everything held about that address (any case), as JSON; with
                               --out, person.json and copies of the PDFs in FOLDER
  leads forget <email>         erases it everywhere: leads, PDFs, journal, deliveries, marks`;

export interface PersonCommandIo {
  env: NodeJS.ProcessEnv;
  stdout: (text: string) => void;
  stderr: (text: string) => void;
}

class PersonUsageError extends Error {}

function readArgs(args: string[]): { email: string; out?: string } {
  const { positionals, values } = parseArgs({ args, allowPositionals: true, options: { out: { type: 'string' } } });
  if (positionals.length !== 1 || !positionals[0].includes('@')) throw new PersonUsageError('Give one e-mail address');
  return { email: positionals[0], out: values.out };
}

/** `leads person` and `leads forget`; answers the exit code. */
export async function runPersonCommand(command: 'person' | 'forget', args: string[], io: PersonCommandIo, usage: string): Promise<number> {
  let parsed;
  try {
    parsed = readArgs(args);
    if (command === 'forget' && parsed.out !== undefined) throw new PersonUsageError('--out is for leads person');
  } catch (error) {
    io.stderr(`${(error as Error).message}\n\n${usage}\n`);
    return 2;
  }
  try {
    const config = loadConfig(io.env);
    const db = await openDatabase(config);
    const uploads = openUploadStore(config, db);
    try {
      if (command === 'forget') {
        const counts = await eraseLeads(db, uploads, { email: parsed.email }, { by: 'cli' });
        if (counts) io.stdout(`Erased ${describeErasure(counts)}\n`);
        return 0;
      }
      const held = await personExport(db, uploads, parsed.email);
      if (parsed.out === undefined) {
        io.stdout(printableJson(personJson(held)));
        return 0;
      }
      const written = await writePersonFolder(resolveFromInvocation(io.env, parsed.out), held, uploads);
      const leads = held.leads.contact.length + held.leads.career.length;
      io.stderr(`Wrote ${leads} lead(s) and ${written.length - 1} file(s) to ${path.dirname(written[0])}\n`);
      return 0;
    } finally {
      await db.close();
    }
  } catch (error) {
    io.stderr(`${(error as Error).message}\n`);
    return 1;
  }
}
