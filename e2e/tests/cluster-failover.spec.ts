// The rehearsal of production (`pnpm start:cluster`): one of two servers dies (kill -9) while
// visitors are using the site, and the load balancer carries on with the other.
import { test, expect } from '@playwright/test';
import { missingPackages, peerPorts, startCluster } from '../support/cluster';
import type { Cluster } from '../support/cluster';
import { startCaptchaVerifier } from '../support/captcha-verifier.mjs';
import { LEADS_EXPORT_TOKEN, PASSING_CAPTCHA_TOKEN } from '../support/ports.mjs';

const missing = missingPackages();
test.skip(missing.length > 0, `the cluster needs ${missing.join(', ')} (apt-get install; .ci/run installs them)`);
test.describe.configure({ mode: 'serial' });

const VISITORS = 6;

let cluster: Cluster;
let verifier: { close: () => void };
test.beforeAll(async () => {
  verifier = await startCaptchaVerifier(peerPorts.captchaVerifier);
  cluster = await startCluster({
    RECAPTCHA_SECRET: 'e2e-secret',
    RECAPTCHA_VERIFY_URL: `http://127.0.0.1:${peerPorts.captchaVerifier}/siteverify`,
    CAPTCHA_MODE: 'verify',
    // Every post of the test comes from one address.
    POST_RATE_LIMIT: '100000',
    LEADS_EXPORT_TOKEN,
  });
});
test.afterAll(async () => {
  await cluster?.stop();
  verifier?.close();
});

type Tally = { answered: number; failures: string[] };

/**
 * `VISITORS` loops of `request` at once until `total` requests have been answered, `during(tally)`
 * called after each answer (to kill a server when enough have been made).
 */
async function underLoad(total: number, request: (n: number) => Promise<Response>, during: (tally: Tally) => void, record: (response: Response) => Promise<void> = async () => {}) {
  const tally: Tally = { answered: 0, failures: [] };
  let started = 0;
  const visitor = async () => {
    while (started < total) {
      const n = (started += 1);
      try {
        const response = await request(n);
        if (response.ok) await record(response);
        else tally.failures.push(`#${n}: ${response.status} ${(await response.text()).slice(0, 120)}`);
      } catch (error) {
        tally.failures.push(`#${n}: ${(error as Error).message}`);
      }
      tally.answered += 1;
      during(tally);
    }
  };
  await Promise.all(Array.from({ length: VISITORS }, visitor));
  return tally;
}

test('a site-server killed under load: no page request fails', async () => {
  let killedAfter = -1;
  // Pages the cache cannot hold yet (a query of their own): each one is rendered by a site-server.
  const tally = await underLoad(
    300,
    (n) => fetch(`${cluster.site}/?visit=${n}`),
    ({ answered }) => {
      if (answered >= 60 && killedAfter < 0) {
        killedAfter = answered;
        cluster.kill('site-server-a');
      }
    },
  );
  console.log(`pages: ${tally.answered} requests, the server killed after ${killedAfter}, ${tally.failures.length} failed`);
  expect(killedAfter).toBeGreaterThan(0);
  expect(tally.failures).toEqual([]);
  const healthz = await fetch(`http://127.0.0.1:${cluster.processes['site-server-a'].port}/healthz`).catch(() => undefined);
  expect(healthz).toBeUndefined();
});

test('a content-api killed under a stream of lead posts loses no acknowledged lead', async () => {
  const acknowledged: string[] = [];
  let killedAfter = -1;
  const tally = await underLoad(
    240,
    (n) =>
      fetch(`${cluster.api}/contact-leads`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          name: 'Meera Iyer',
          email: `meera.${n}@example.com`,
          phone: '9123456780',
          subject: 'Partnership',
          message: `Enquiry number ${n}.`,
          recaptchaToken: PASSING_CAPTCHA_TOKEN,
        }),
      }),
    ({ answered }) => {
      if (answered >= 40 && killedAfter < 0) {
        killedAfter = answered;
        cluster.kill('content-api-a');
      }
    },
    async (response) => {
      const { data } = (await response.json()) as { data: { id: string } };
      acknowledged.push(data.id);
    },
  );
  const exported = await fetch(`${cluster.api}/leads/export?type=contact&format=json`, { headers: { authorization: `Bearer ${LEADS_EXPORT_TOKEN}` } });
  expect(exported.status).toBe(200);
  const stored = new Set(((await exported.json()) as { id: string }[]).map((lead) => lead.id));
  console.log(
    `leads: ${tally.answered} posts, content-api killed after ${killedAfter}, ${acknowledged.length} acknowledged, ${stored.size} stored, ${tally.failures.length} failed (to be sent again)`,
  );
  expect(killedAfter).toBeGreaterThan(0);
  // Every lead a visitor was told was received is there; a failed post is theirs to send again.
  expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
  // The balancer carried on: most posts after the kill were received.
  expect(acknowledged.length).toBeGreaterThan(tally.answered - 20);
});
