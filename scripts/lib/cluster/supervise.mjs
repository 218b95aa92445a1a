// The cluster's processes: each started in a process group of its own (processes.mjs), listed in
// <dir>/cluster.json for whoever needs their ids (the rehearsal tests kill some), and stopped in
// order: the entrance first (nginx), the data last.
import fs from 'node:fs';
import path from 'node:path';
import { stopProcess } from '../processes.mjs';
import { startedAt, untilGroupEnded } from './process-groups.mjs';

export function createSupervisor(dir) {
  /** name → { child, role, port, url } in the order they started. */
  const members = new Map();
  let stopping = false;

  const writeState = (extra = {}) => {
    const processes = Object.fromEntries(
      [...members].map(([name, { child, role, port, url }]) => [name, { pid: child.pid, started: startedAt(child.pid), role, port, url }]),
    );
    fs.writeFileSync(path.join(dir, 'cluster.json'), `${JSON.stringify({ supervisor: process.pid, processes, ...extra }, null, 2)}\n`);
  };

  return {
    members,
    writeState,
    /**
     * Adds a started process. A replica (a site-server, a content-api) that stops is reported and
     * the others carry on, as behind a real balancer; any other part stopping ends the cluster.
     */
    add(name, child, { role, port, url, replica = false }) {
      members.set(name, { child, role, port, url });
      child.once('exit', (code, signal) => {
        if (stopping) return;
        const how = signal ?? `exit code ${code}`;
        if (replica) {
          console.error(`${name} stopped (${how}); nginx sends its requests to the other ${role}`);
        } else {
          console.error(`${name} stopped (${how}); stopping the cluster`);
          process.kill(process.pid, 'SIGTERM');
        }
      });
    },
    /**
     * Stops every process, the most recently started first (nginx before the servers, the servers
     * before the data), each with its whole group: a server's own children (workers, backends)
     * may outlive it by a moment.
     */
    async stopAll() {
      stopping = true;
      const order = [...members].reverse();
      const byRole = (role) =>
        order.filter(([, member]) => member.role === role).map(async ([name, { child }]) => {
          await stopProcess(child);
          await untilGroupEnded(child.pid, name);
        });
      for (const role of ['nginx', 'site-server', 'content-api', 'redis', 'postgres']) await Promise.all(byRole(role));
    },
  };
}
