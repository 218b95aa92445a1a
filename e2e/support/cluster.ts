// The local rehearsal of production (`pnpm start:cluster`, decision 0045) as an operator starts
// it, for the rehearsal tests: its own ports (CLUSTER_PORT_BASE, else E2E_PORT_BASE + 50; the
// cluster takes up to +41, the tests' own receivers +45 to +47) and folder, its processes read
// from the folder's cluster.json.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const repo = path.resolve(__dirname, '../..');

type ClusterProcess = { pid: number; role: string; port: number; url?: string };
type ClusterState = { supervisor: number; site: string; api: string; ready?: boolean; processes: Record<string, ClusterProcess> };

export const clusterPortBase = Number(process.env.CLUSTER_PORT_BASE || Number(process.env.E2E_PORT_BASE || 3100) + 50);

/** The peers a rehearsal test runs itself, above the cluster's own ports. */
export const peerPorts = { captchaVerifier: clusterPortBase + 45, mail: clusterPortBase + 46, webhook: clusterPortBase + 47 };

export type Cluster = {
  /** The cluster's folder (its database, nginx's configuration and cache, cluster.json). */
  dir: string;
  site: string;
  api: string;
  processes: Record<string, ClusterProcess>;
  /** Kills a process of the cluster and whatever it started, at once (SIGKILL to its group), as a machine that dies. */
  kill: (name: string) => void;
  /**
   * SIGTERM to the cluster's command, as Ctrl-C; resolves with its exit code once it has ended.
   * `again`: a second SIGTERM once it is stopping (nginx, which it stops first, gone).
   */
  stop: (again?: 'again') => Promise<number | null>;
};

/** A server of the cluster reached directly, past nginx (content-api-a, site-server-b…). */
export const directUrl = (cluster: Cluster, name: string) => `http://127.0.0.1:${cluster.processes[name].port}`;

/** Those of the process groups led by `pids` that still have a running member, as the cluster's command tells (zombies do not count). */
export async function groupsRunning(pids: number[]): Promise<number[]> {
  const groups = pathToFileURL(path.join(repo, 'scripts/lib/cluster/process-groups.mjs')).href;
  const { groupAlive } = (await import(groups)) as { groupAlive: (pgid: number) => boolean };
  return pids.filter(groupAlive);
}

/** What nginx, Redis and PostgreSQL the cluster needs and this machine lacks (.ci/run installs them). */
export function missingPackages(): string[] {
  const present = (files: string[]) => files.some((file) => fs.existsSync(file));
  return [
    !present(['/usr/sbin/nginx', '/usr/local/sbin/nginx']) && 'nginx',
    !present(['/usr/bin/redis-server', '/usr/local/bin/redis-server']) && 'redis-server',
    !fs.existsSync('/usr/lib/postgresql') && 'postgresql',
  ].filter((name): name is string => typeof name === 'string');
}

/**
 * Starts `scripts/start-cluster.mjs` with `env` added to its servers' settings, as an operator
 * does; resolves once its cluster.json says it is ready.
 */
export async function startCluster(env: Record<string, string> = {}): Promise<Cluster> {
  const dir = path.join(os.tmpdir(), `e2e-cluster-${clusterPortBase}`);
  const child = spawn(process.execPath, [path.join(repo, 'scripts/start-cluster.mjs')], {
    cwd: repo,
    env: { ...process.env, CLUSTER_PORT_BASE: String(clusterPortBase), CLUSTER_DIR: dir, LOG_LEVEL: 'error', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr.on('data', (chunk) => (errors += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const readState = (): ClusterState | undefined => {
    try {
      return JSON.parse(fs.readFileSync(path.join(dir, 'cluster.json'), 'utf8')) as ClusterState;
    } catch {
      return undefined; // not written yet
    }
  };
  let state: ClusterState | undefined;
  while (!(state?.ready && state.supervisor === child.pid)) {
    if (child.exitCode !== null) throw new Error(`the cluster stopped (${child.exitCode}) before it was ready:\n${errors}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
    state = readState();
  }
  const { site, api, processes } = state;
  return {
    dir,
    site,
    api,
    processes,
    kill: (name) => process.kill(-processes[name].pid, 'SIGKILL'),
    stop: async (again) => {
      const running = () => child.exitCode === null && child.signalCode === null;
      if (running()) child.kill('SIGTERM');
      if (again) {
        while (running() && (await groupsRunning([processes.nginx.pid])).length > 0) await new Promise((resolve) => setTimeout(resolve, 20));
        if (running()) child.kill('SIGTERM');
      }
      return exited;
    },
  };
}
