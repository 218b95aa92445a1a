// The rehearsal of production (`pnpm start:cluster`): the form limit (POST_RATE_LIMIT submissions
// per client a minute) is counted in the cluster's Redis, so a client gets it once across both
// content-apis, as from one server: never once per server behind the balancer.
import { test, expect } from '@playwright/test';
import { directUrl, missingPackages, startCluster } from '../support/cluster';
import type { Cluster } from '../support/cluster';
import { LEADS_EXPORT_TOKEN } from '../support/ports.mjs';

const missing = missingPackages();
test.skip(missing.length > 0, `the cluster needs ${missing.join(', ')} (apt-get install; .ci/run installs them)`);
test.describe.configure({ mode: 'serial' });

const LIMIT = 4;

let cluster: Cluster;
let serverA: string;
let serverB: string;
test.beforeAll(async () => {
  cluster = await startCluster({ CAPTCHA_MODE: 'test', POST_RATE_LIMIT: String(LIMIT), LEADS_EXPORT_TOKEN });
  serverA = directUrl(cluster, 'content-api-a');
  serverB = directUrl(cluster, 'content-api-b');
});
test.afterAll(async () => {
  await cluster?.stop();
});

/**
 * Posts an enquiry to `api` and answers its status. `client`: the address nginx would name in
 * X-Forwarded-For (the servers believe it from the loopback); without it, the client is 127.0.0.1.
 */
async function post(api: string, client?: string): Promise<number> {
  const answer = await fetch(`${api}/contact-leads`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: cluster.site, ...(client ? { 'x-forwarded-for': client } : {}) },
    body: JSON.stringify({
      name: 'Meera Iyer',
      email: `meera.${client ?? 'loopback'}@example.com`,
      phone: '9123456780',
      subject: 'Partnership',
      message: 'Please call me back.',
      recaptchaToken: 'test-captcha-token',
    }),
  });
  if (answer.status === 429) expect(((await answer.json()) as { message: string }).message).toMatch(/^Too many submissions/);
  return answer.status;
}

const accepted = (count: number) => Array.from({ length: count }, () => 200);

async function storedFrom(client: string): Promise<number> {
  const exported = await fetch(`${cluster.api}/leads/export?type=contact&format=json`, { headers: { authorization: `Bearer ${LEADS_EXPORT_TOKEN}` } });
  expect(exported.status).toBe(200);
  return ((await exported.json()) as { email: string }[]).filter((lead) => lead.email === `meera.${client}@example.com`).length;
}

test('one content-api alone takes POST_RATE_LIMIT posts of a client, then answers 429', async () => {
  const statuses: number[] = [];
  for (let n = 0; n <= LIMIT; n += 1) statuses.push(await post(serverA, '198.51.100.1'));
  expect(statuses).toEqual([...accepted(LIMIT), 429]);
});

test('posts alternating between both content-apis are refused at the same count, on either and through nginx', async () => {
  const statuses: number[] = [];
  for (let n = 0; n <= LIMIT; n += 1) statuses.push(await post(n % 2 === 0 ? serverA : serverB, '198.51.100.2'));
  expect(statuses).toEqual([...accepted(LIMIT), 429]);
  expect(await post(serverB, '198.51.100.2')).toBe(429);
  expect(await storedFrom('198.51.100.2')).toBe(LIMIT);

  // nginx names its own client (127.0.0.1 here) in X-Forwarded-For, whatever the client sent.
  const direct: number[] = [];
  for (let n = 0; n < LIMIT; n += 1) direct.push(await post(n % 2 === 0 ? serverA : serverB));
  expect(direct).toEqual(accepted(LIMIT));
  expect(await post(`http://127.0.0.1:${new URL(cluster.api).port}`, '198.51.100.3')).toBe(429);
  // Another client still has a count of its own.
  expect(await post(serverB, '198.51.100.4')).toBe(200);
});
