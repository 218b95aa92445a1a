import { readFile } from 'node:fs/promises';

/**
 * When a process started, in clock ticks since boot (Linux /proc); undefined where the system does
 * not tell. Together with the pid it names one process: a pid reused later has another start time.
 */
export async function processStartTime(pid: number): Promise<string | undefined> {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and parentheses: count fields after the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // Field 22 of the full line is the 20th after the name.
    const startTime = fields[19];
    return startTime && /^\d+$/.test(startTime) ? startTime : undefined;
  } catch {
    return undefined;
  }
}
