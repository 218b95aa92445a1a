// The rehearsal of production (`pnpm start:cluster`): nginx's shared cache keeps serving a page
// it holds while every site-server is down, for as long as the page's stale-if-error allows, keeps
// the API's content per Origin, and the cluster's command stops every process it started.
import { test, expect } from '@playwright/test';
import fs from 'node:fs';
import { groupsRunning, missingPackages, startCluster } from '../support/cluster';
import type { Cluster } from '../support/cluster';

const missing = missingPackages();
test.skip(missing.length > 0, `the cluster needs ${missing.join(', ')} (apt-get install; .ci/run installs them)`);
test.describe.configure({ mode: 'serial' });

let cluster: Cluster;
test.beforeAll(async () => {
  // Fresh for a second, then stale for a minute: a stale answer comes within a second or two.
  cluster = await startCluster({ PAGE_CACHE_SECONDS: '1', PAGE_STALE_SECONDS: '60' });
});
test.afterAll(async () => {
  await cluster?.stop();
});

const refused = (url: string) =>
  fetch(url).then(
    () => false,
    () => true,
  );

test('content the API balancer keeps is kept per Origin: each site that reads it gets its own CORS answer', async () => {
  const read = async (origin: string) => {
    const answer = await fetch(`${cluster.api}/globals`, { headers: { origin } });
    expect(answer.status).toBe(200);
    return { allowed: answer.headers.get('access-control-allow-origin'), cache: answer.headers.get('x-cache-status') };
  };
  const site = new URL(cluster.site);
  const [byName, byAddress] = [site.origin, `http://127.0.0.1:${site.port}`];
  expect((await read(byName)).allowed).toBe(byName);
  // Kept for the first origin: the second must not be handed the first's Access-Control-Allow-Origin.
  expect(await read(byAddress)).toEqual({ allowed: byAddress, cache: 'MISS' });
  expect(await read(byAddress)).toEqual({ allowed: byAddress, cache: 'HIT' });
  expect(await read(byName)).toEqual({ allowed: byName, cache: 'HIT' });
});

test('a page the cache holds is served while both site-servers are down, within its stale window', async () => {
  const first = await fetch(`${cluster.site}/`);
  expect(first.status).toBe(200);
  expect(first.headers.get('cache-control')).toContain('s-maxage=1');
  const page = await first.text();
  expect(page).toContain('<html');
  const again = await fetch(`${cluster.site}/`);
  expect(again.headers.get('x-cache-status')).toBe('HIT');
  expect(await again.text()).toBe(page);

  cluster.kill('site-server-a');
  cluster.kill('site-server-b');
  for (const name of ['site-server-a', 'site-server-b']) {
    await expect.poll(() => refused(`http://127.0.0.1:${cluster.processes[name].port}/healthz`)).toBe(true);
  }

  // Once its second of freshness is over, the cache cannot reach a server and answers stale.
  await expect
    .poll(async () => {
      const answer = await fetch(`${cluster.site}/`);
      expect(answer.status).toBe(200);
      expect(await answer.text()).toBe(page);
      return answer.headers.get('x-cache-status');
    })
    .toBe('STALE');
  // A page the cache never held has no server to come from.
  const uncached = await fetch(`${cluster.site}/news-centre`);
  expect(uncached.status).toBeGreaterThanOrEqual(500);
});

test('stopping the cluster, even signalled twice, stops every process it started and removes its folder', async () => {
  const pids = Object.values(cluster.processes).map(({ pid }) => pid);
  expect(Object.keys(cluster.processes).sort()).toEqual(
    ['content-api-a', 'content-api-b', 'nginx', 'postgres', 'redis', 'site-server-a', 'site-server-b'],
  );
  // As Ctrl-C pressed twice, or SIGTERM sent to the command and to its process group: a second
  // signal while it stops must not end the command before it has stopped what it started.
  expect(await cluster.stop('again')).toBe(0);
  // The servers killed earlier in this file included: the command ends once no process of theirs runs.
  expect(await groupsRunning(pids)).toEqual([]);
  expect(await refused(`${cluster.site}/`)).toBe(true);
  expect(await refused(cluster.api)).toBe(true);
  expect(fs.existsSync(cluster.dir)).toBe(false);
});
