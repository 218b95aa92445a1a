// `pnpm start:cluster`: a local rehearsal of production (decision 0045). PostgreSQL and Redis from
// Debian's packages, two content-api servers on the one database, two site-servers (workers each),
// and nginx in front as the CDN (a shared cache), the load balancer and the remotes' static host.
// Builds first if a build is missing. Stops everything on Ctrl-C or SIGTERM.
// Usage: pnpm start:cluster [--keep-data]   (CLUSTER_PORT_BASE=8000, CLUSTER_DIR=<tmp>/group-site-cluster-<base>)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { waitForAnswer } from '@group/wait-for-answer';
import { buildIfMissing } from './lib/build-if-missing.mjs';
import { onShutdown, startProcess } from './lib/processes.mjs';
import { repoRoot } from './lib/site-apps.mjs';
import { findPostgres, findRedis, startPostgres, startRedis, waitForPort } from './lib/cluster/data-services.mjs';
import { findNginx, nginxConfig, prepareNginxFolder } from './lib/cluster/nginx-config.mjs';
import { groupAlive, startedAt } from './lib/cluster/process-groups.mjs';
import { createSupervisor } from './lib/cluster/supervise.mjs';
import { clusterTopology } from './lib/cluster/topology.mjs';

const OPTIONS = ['--keep-data'];
const args = process.argv.slice(2);
const unknown = args.find((arg) => !OPTIONS.includes(arg));
if (unknown) {
  console.error(`start-cluster: unknown argument "${unknown}" (the only one is --keep-data: keep the database for the next start)`);
  process.exit(1);
}
const keepData = args.includes('--keep-data');

const APT = 'apt-get install nginx libnginx-mod-http-brotli-static redis-server postgresql';
const nginx = findNginx();
const postgresBin = findPostgres();
const redisBinary = findRedis();
const lacking = [!nginx && 'nginx', !postgresBin && 'PostgreSQL', !redisBinary && 'Redis'].filter(Boolean);
if (lacking.length > 0) {
  console.error(`start-cluster: ${lacking.join(', ')} not installed (Debian: ${APT})`);
  process.exit(1);
}

const topology = clusterTopology();
const { origin } = topology;
const dir = path.resolve(process.env.CLUSTER_DIR || path.join(os.tmpdir(), `group-site-cluster-${topology.base}`));

/** A cluster whose supervisor was killed leaves its processes running: they are stopped before a new start. */
async function stopLeftovers() {
  const stateFile = path.join(dir, 'cluster.json');
  if (!fs.existsSync(stateFile)) return;
  const state = JSON.parse(fs.readFileSync(stateFile, 'utf8'));
  if (processAlive(state.supervisor)) {
    throw new Error(`a cluster is already running in ${dir} (pid ${state.supervisor}); stop it first`);
  }
  for (const [name, { pid, started }] of Object.entries(state.processes)) {
    // A pid the system has since given to another process is left alone.
    if (!groupAlive(pid) || startedAt(pid) !== started) continue;
    console.log(`Stopping ${name} (pid ${pid}), left from an earlier start`);
    process.kill(-pid, 'SIGKILL');
  }
}

/** Whether a process runs (a zombie, killed and not yet reaped, does not). */
function processAlive(pid) {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    return fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.[0] !== 'Z';
  } catch {
    return true;
  }
}

/** The loopback's IPv6 address, when the machine has one (`localhost` may resolve to it first). */
const hasIpv6Loopback = () => Object.values(os.networkInterfaces()).flat().some((address) => address?.internal && address.address === '::1');

const supervisor = createSupervisor(dir);
onShutdown(async () => {
  await supervisor.stopAll();
  if (!keepData) fs.rmSync(dir, { recursive: true, force: true });
});

async function startCluster() {
  await buildIfMissing();
  fs.mkdirSync(dir, { recursive: true });
  await stopLeftovers();
  if (!keepData) {
    for (const entry of fs.readdirSync(dir)) fs.rmSync(path.join(dir, entry), { recursive: true, force: true });
  }
  // nginx's workers (an unprivileged user when started by root) read and write below it.
  fs.chmodSync(dir, 0o755);

  const postgres = await startPostgres({ bin: postgresBin, dir, port: topology.postgres });
  supervisor.add('postgres', postgres.child, { role: 'postgres', port: topology.postgres, url: postgres.url });
  const redis = await startRedis({ binary: redisBinary, dir, port: topology.redis });
  supervisor.add('redis', redis.child, { role: 'redis', port: topology.redis, url: redis.url });
  supervisor.writeState();

  const siteOrigins = [origin(topology.site), `http://127.0.0.1:${topology.site}`];
  // One after the other: the first loads the demo content and migrates; the second finds it done.
  for (const server of topology.contentApis) {
    const child = startProcess(server.name, process.execPath, ['dist/index.js'], {
      cwd: path.join(repoRoot, 'content-api'),
      env: {
        LOG_LEVEL: 'warn',
        CORS_ORIGINS: siteOrigins.join(','),
        ...process.env,
        PORT: String(server.port),
        HOST: '127.0.0.1',
        PUBLIC_URL: origin(topology.api),
        DATA_DIR: path.join(dir, server.name),
        DATABASE_URL: postgres.url,
        REDIS_URL: redis.url,
        TRUST_PROXY: 'loopback',
      },
    });
    supervisor.add(server.name, child, { role: 'content-api', port: server.port, replica: true });
    supervisor.writeState();
    await waitForAnswer(`http://127.0.0.1:${server.port}/readyz`, { stillStarting: () => exitedCheck(child, server.name) });
  }

  prepareNginxFolder(dir);
  const configFile = path.join(dir, 'nginx', 'nginx.conf');
  fs.writeFileSync(configFile, nginxConfig({ dir, topology, mimeTypes: nginx.mimeTypes, ipv6: hasIpv6Loopback() }));
  const nginxChild = startProcess('nginx', nginx.binary, ['-p', path.join(dir, 'nginx'), '-e', 'stderr', '-c', configFile, '-g', 'daemon off;']);
  supervisor.add('nginx', nginxChild, { role: 'nginx', port: topology.site, url: origin(topology.site) });
  supervisor.writeState();
  await waitForPort(topology.site, nginxChild, 'nginx');

  const remoteUrls = Object.fromEntries(topology.remotes.map((remote) => [remote.urlVariable, `${origin(remote.port)}/mf-manifest.json`]));
  await Promise.all(
    topology.siteServers.map(async (server) => {
      const child = startProcess(server.name, process.execPath, [path.join(repoRoot, 'site-server/dist/index.js')], {
        env: {
          LOG_LEVEL: 'warn',
          ...process.env,
          ...remoteUrls,
          PORT: String(server.port),
          HOST: '127.0.0.1',
          SITE_URL: origin(topology.site),
          API_BASE_URL: origin(topology.api),
          TRUST_PROXY: 'loopback',
        },
      });
      supervisor.add(server.name, child, { role: 'site-server', port: server.port, replica: true });
      supervisor.writeState();
      await waitForAnswer(`http://127.0.0.1:${server.port}/readyz`, { stillStarting: () => exitedCheck(child, server.name) });
    }),
  );
  await waitForAnswer(`${origin(topology.site)}/`);
  supervisor.writeState({ site: origin(topology.site), api: origin(topology.api), floor: origin(topology.floor), ready: true });
  printTopology();
}

function exitedCheck(child, name) {
  if (child.exitCode !== null || child.signalCode !== null) throw new Error(`${name} stopped before it was ready`);
}

function printTopology() {
  const pid = (name) => `pid ${supervisor.members.get(name).child.pid}`;
  const lines = [
    '',
    `Site:  ${origin(topology.site)}   (nginx: shared page cache, then the load balancer)`,
    `API:   ${origin(topology.api)}   (nginx: load balancer, content GETs cached as their headers allow)`,
    ...topology.remotes.map((remote) => `  ${remote.name.padEnd(9)}${origin(remote.port)}   (nginx: static files of ${remote.dir}/dist)`),
    'Behind nginx (127.0.0.1 only):',
    ...topology.siteServers.map((server) => `  ${server.name.padEnd(14)}:${server.port}  ${pid(server.name)}`),
    ...topology.contentApis.map((server) => `  ${server.name.padEnd(14)}:${server.port}  ${pid(server.name)}`),
    `  ${'postgres'.padEnd(14)}:${topology.postgres}  ${pid('postgres')}`,
    `  ${'redis'.padEnd(14)}:${topology.redis}  ${pid('redis')}`,
    `  ${'nginx'.padEnd(14)}       ${pid('nginx')}`,
    `Folder: ${dir}${keepData ? ' (kept at stop)' : ' (removed at stop)'}; processes in cluster.json. Ctrl-C stops everything.`,
  ];
  console.log(lines.join('\n'));
}

try {
  await startCluster();
} catch (error) {
  console.error(`start-cluster: ${error instanceof Error ? error.message : error}`);
  await supervisor.stopAll();
  process.exit(1);
}
