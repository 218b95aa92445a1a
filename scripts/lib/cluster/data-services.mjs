// The cluster's managed services, from Debian's packages: PostgreSQL (the managed database) and
// Redis (the managed cache), each a child process with its data in the cluster's folder.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { runToEnd, startProcess } from '../processes.mjs';

const WAIT_MS = 30_000;

/** The newest PostgreSQL's binaries (/usr/lib/postgresql/<version>/bin), or undefined. */
export function findPostgres() {
  const root = '/usr/lib/postgresql';
  if (!fs.existsSync(root)) return undefined;
  const versions = fs
    .readdirSync(root)
    .filter((version) => fs.existsSync(path.join(root, version, 'bin', 'initdb')))
    .sort((a, b) => Number(a) - Number(b));
  return versions.length > 0 ? path.join(root, versions.at(-1), 'bin') : undefined;
}

export const findRedis = () => ['/usr/bin/redis-server', '/usr/local/bin/redis-server'].find((file) => fs.existsSync(file));

const asRoot = () => process.getuid?.() === 0;

/** As root, PostgreSQL runs as the `postgres` user (it refuses root); otherwise as whoever runs this. */
const asPostgresUser = (command, args) => (asRoot() ? { command: 'runuser', args: ['-u', 'postgres', '--', command, ...args] } : { command, args });

/** The `postgres` user's ids, for the server process itself (signals then reach it, not a runuser in between). */
function postgresUser() {
  if (!asRoot()) return undefined;
  const [uid, gid] = ['-u', '-g'].map((flag) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim()));
  return { uid, gid };
}

/** Resolves once something accepts connections on the port; rejects if `child` exits first or it takes too long. */
export async function waitForPort(port, child, label) {
  const deadline = Date.now() + WAIT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`${label} stopped before it listened`);
    const open = await new Promise((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.end();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${label} did not listen on ${port} within ${WAIT_MS / 1000} s`);
}

/** PostgreSQL on `port`, its data in `<dir>/postgres` (made by initdb the first time). Answers its child and URL. */
export async function startPostgres({ bin, dir, port }) {
  const folder = path.join(dir, 'postgres');
  const data = path.join(folder, 'data');
  fs.mkdirSync(folder, { recursive: true });
  if (asRoot()) await runToEnd('chown', ['postgres', folder]);
  if (!fs.existsSync(path.join(data, 'PG_VERSION'))) {
    const initdb = asPostgresUser(path.join(bin, 'initdb'), ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync']);
    const made = spawnSync(initdb.command, [...initdb.args, '--no-instructions'], { encoding: 'utf8' });
    if (made.status !== 0) throw new Error(`initdb failed: ${made.stderr || made.error?.message}`);
  }
  const child = startProcess(
    'postgres',
    path.join(bin, 'postgres'),
    ['-D', data, '-p', String(port), '-k', folder, '-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200', '-c', 'log_min_messages=warning'],
    { user: postgresUser(), cwd: folder },
  );
  await waitForPort(port, child, 'PostgreSQL');
  return { child, url: `postgres://postgres@127.0.0.1:${port}/postgres` };
}

/** Redis on `port`, in memory only (the rehearsal keeps nothing of it). */
export async function startRedis({ binary, dir, port }) {
  const folder = path.join(dir, 'redis');
  fs.mkdirSync(folder, { recursive: true });
  const child = startProcess('redis', binary, [
    '--port', String(port), '--bind', '127.0.0.1', '--dir', folder, '--save', '', '--appendonly', 'no', '--daemonize', 'no', '--loglevel', 'warning',
  ]);
  await waitForPort(port, child, 'Redis');
  return { child, url: `redis://127.0.0.1:${port}` };
}
