// The cluster's processes as the system sees them: each started process leads a group of its own
// (its workers, PostgreSQL's backends), and a pid read back later may since name another process.
import fs from 'node:fs';

/** The fields of /proc/<pid>/stat after the command's name (state first), or undefined without /proc. */
function statFields(pid) {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(') ') + 2).split(' ');
  } catch {
    return undefined;
  }
}

/**
 * When a process started (clock ticks since boot), or undefined without /proc: a pid read back
 * later is the same process only if this matches too.
 */
export const startedAt = (pid) => statFields(pid)?.[19];

/**
 * Whether a process group (a started process and whatever it started) still has a running member.
 * A zombie does not count: it has exited and holds no port or file, only its entry until whoever
 * adopted it (init, for the workers of a server killed with its group) reaps it. Without /proc,
 * any member counts.
 */
export function groupAlive(pgid) {
  try {
    process.kill(-pgid, 0);
  } catch (error) {
    if (error.code !== 'EPERM') return false;
  }
  if (!fs.existsSync('/proc/self/stat')) return true;
  return fs.readdirSync('/proc').some((entry) => {
    if (!/^\d+$/.test(entry)) return false;
    const fields = statFields(entry);
    return fields !== undefined && Number(fields[2]) === pgid && fields[0] !== 'Z';
  });
}

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Resolves once no member of the group runs. Members still running after `graceMs` (a worker that
 * outlives its primary) are sent SIGKILL; any that run even then are reported.
 */
export async function untilGroupEnded(pgid, label, graceMs = 10_000) {
  const endedBy = async (deadline) => {
    while (groupAlive(pgid) && Date.now() < deadline) await pause(50);
    return !groupAlive(pgid);
  };
  if (await endedBy(Date.now() + graceMs)) return;
  try {
    process.kill(-pgid, 'SIGKILL');
  } catch {
    // ended meanwhile
  }
  if (!(await endedBy(Date.now() + 5_000))) console.error(`${label}: processes of its group (${pgid}) still run after SIGKILL`);
}
