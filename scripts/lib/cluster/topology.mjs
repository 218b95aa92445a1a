// Where each part of the local rehearsal of production listens: every port derives from one base
// (CLUSTER_PORT_BASE, default 8000), so that two clusters, or a cluster and `pnpm start`, can run
// on one machine. nginx holds the public addresses; the servers behind it listen on 127.0.0.1 only.
import { readPort, remoteApps } from '../site-apps.mjs';

const SHELL_DEFAULT_PORT = 3000;
/** The highest offset from the base that a part of the cluster uses. */
const LAST_OFFSET = 41;

export const REPLICAS = ['a', 'b'];

/** The cluster's ports: public ones (nginx) and private ones (the servers behind it). */
export function clusterTopology(env = process.env) {
  const base = readPort(env, 'CLUSTER_PORT_BASE', 8000);
  if (base + LAST_OFFSET > 65535) throw new Error(`CLUSTER_PORT_BASE must leave ${LAST_OFFSET} ports above it, got ${base}`);
  const origin = (port) => `http://localhost:${port}`;
  return {
    base,
    origin,
    /** nginx: the site (cache and load balancer) and content-api (load balancer). */
    site: base,
    api: base + 10,
    /** nginx: a plain static folder, the floor the cache is measured against. */
    floor: base + 9,
    /** nginx: each remote's build as static files, on the offset `pnpm serve` gives it from the shell. */
    remotes: remoteApps.map((app) => ({ ...app, port: base + app.defaultPort - SHELL_DEFAULT_PORT })),
    siteServers: REPLICAS.map((name, index) => ({ name: `site-server-${name}`, port: base + 20 + index })),
    contentApis: REPLICAS.map((name, index) => ({ name: `content-api-${name}`, port: base + 30 + index })),
    postgres: base + 40,
    redis: base + 41,
  };
}
