// The rehearsal of production (`pnpm start:cluster`): two content-apis on one PostgreSQL act as
// one server. An application received by one is listed and downloaded through the other, with a
// session made on the first; every lead is announced once, by mail and by webhook, while both
// servers send from the same outbox. Requests go to a chosen server directly, and through nginx.
import { startMailReceiver, startWebhookReceiver } from '@group/lead-receivers';
import type { MailReceiver, WebhookReceiver } from '@group/lead-receivers';
import { test, expect } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import { careerFields, careerForm } from '../support/career-form';
import type { CareerFiles } from '../support/career-form';
import { directUrl, missingPackages, peerPorts, startCluster } from '../support/cluster';
import type { Cluster } from '../support/cluster';
import { signInToInbox } from '../support/inbox-sign-in';
import { addInboxUser, runLeadsCommand } from '../support/leads-command';

const missing = missingPackages();
test.skip(missing.length > 0, `the cluster needs ${missing.join(', ')} (apt-get install; .ci/run installs them)`);
test.describe.configure({ mode: 'serial' });

const INBOX_USER = { email: 'hr@example.com', password: 'Rehearsal-Inbox-Password-2026' };
const WEBHOOK_SECRET = 'rehearsal-webhook-secret-0123456789abcdef';
const CAPTCHA = { recaptchaToken: 'test-captcha-token' };

let cluster: Cluster;
let mail: MailReceiver;
let webhook: WebhookReceiver;
/** Each content-api directly, past nginx, and nginx's own address for the API. */
let serverA: string;
let serverB: string;
let balancer: string;
/** What `pnpm leads` needs to act on the cluster's database. */
let leadsEnv: Record<string, string>;

test.beforeAll(async () => {
  mail = await startMailReceiver(peerPorts.mail);
  webhook = await startWebhookReceiver(WEBHOOK_SECRET, { port: peerPorts.webhook });
  cluster = await startCluster({
    CAPTCHA_MODE: 'test',
    POST_RATE_LIMIT: '1000',
    SMTP_URL: mail.url,
    LEADS_MAIL_FROM: 'Website <leads@group.example>',
    CONTACT_LEADS_MAIL_TO: 'sales@group.example',
    CAREER_LEADS_MAIL_TO: 'hr@group.example',
    LEADS_WEBHOOK_URL: webhook.url,
    LEADS_WEBHOOK_SECRET: WEBHOOK_SECRET,
  });
  serverA = directUrl(cluster, 'content-api-a');
  serverB = directUrl(cluster, 'content-api-b');
  balancer = cluster.api;
  leadsEnv = { DATABASE_URL: String(cluster.processes.postgres.url), DATA_DIR: path.join(cluster.dir, 'leads-command') };
});
test.afterAll(async () => {
  await cluster?.stop();
  await mail?.close();
  await webhook?.close();
});

/** A PDF whose bytes say what it is, so that a download can be compared with what was posted. */
const pdf = (what: string) => Buffer.from(`%PDF-1.4\n% ${what}\n%%EOF\n`);

async function postApplication(api: string, files: CareerFiles): Promise<string> {
  const answer = await fetch(`${api}/career-leads`, { method: 'POST', headers: { origin: cluster.site }, body: careerForm({ ...careerFields, ...CAPTCHA }, files) });
  expect(answer.status, await answer.clone().text()).toBe(200);
  return ((await answer.json()) as { data: { id: string } }).data.id;
}

async function postEnquiry(api: string, n: number): Promise<string> {
  const answer = await fetch(`${api}/contact-leads`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: cluster.site },
    body: JSON.stringify({ name: 'Meera Iyer', email: `meera.${n}@example.com`, phone: '9123456780', subject: 'Partnership', message: `Enquiry number ${n}.`, ...CAPTCHA }),
  });
  expect(answer.status, await answer.clone().text()).toBe(200);
  return ((await answer.json()) as { data: { id: string } }).data.id;
}

/** Checks that `api` lists the application and serves each of its PDFs as a download of the bytes posted. */
async function expectApplicationServed(api: string, cookie: string, id: string, files: CareerFiles) {
  const list = await fetch(`${api}/inbox?type=career`, { headers: { cookie } });
  expect(list.status).toBe(200);
  expect(await list.text()).toContain(`/inbox/leads/career/${id}`);
  for (const [kind, file] of [['resume', files.resume], ['cover-letter', files.cover_letter]] as const) {
    const download = await fetch(`${api}/inbox/leads/career/${id}/files/${kind}`, { headers: { cookie } });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('content-disposition')).toMatch(/^attachment; filename="[^"]+\.pdf"$/);
    expect(Buffer.from(await download.arrayBuffer()).equals(file.bytes)).toBe(true);
  }
  return list;
}

test('an application posted through one content-api is listed and downloaded through the other, with a session made on the first', async () => {
  await addInboxUser(leadsEnv, INBOX_USER);
  const files: CareerFiles = {
    resume: { name: 'Asha Verma resume.pdf', bytes: pdf('the resume of Asha, posted to content-api-a') },
    cover_letter: { name: 'cover letter.pdf', bytes: pdf('the cover letter of Asha, posted to content-api-a') },
  };
  const id = await postApplication(serverA, files);
  const cookie = await signInToInbox(serverA, INBOX_USER);
  await expectApplicationServed(serverB, cookie, id, files);
  // The PDFs are in the database alone: neither server keeps them in its folder.
  for (const name of ['content-api-a', 'content-api-b']) {
    const uploads = path.join(cluster.dir, name, 'uploads');
    expect(fs.existsSync(uploads) ? fs.readdirSync(uploads) : []).toEqual([]);
  }

  // Through nginx, which balances the API: posted and read on whichever server it picks, never
  // from its cache (the inbox's requests carry the session cookie).
  const throughNginx: CareerFiles = {
    resume: { name: 'resume.pdf', bytes: pdf('the resume of Asha, posted through nginx') },
    cover_letter: { name: 'letter.pdf', bytes: pdf('the cover letter of Asha, posted through nginx') },
  };
  const balancedId = await postApplication(balancer, throughNginx);
  const list = await expectApplicationServed(balancer, cookie, balancedId, throughNginx);
  expect(list.headers.get('x-cache-status')).toBe('BYPASS');
  for (const api of [serverA, serverB]) await expectApplicationServed(api, cookie, balancedId, throughNginx);
});

/** How many announcements the outbox still holds, as `pnpm leads outbox` tells an operator. */
async function undelivered(): Promise<number> {
  const { code, stdout, stderr } = await runLeadsCommand(['outbox'], leadsEnv);
  expect(code, stderr).toBe(0);
  const count = /not yet delivered: (\d+)/.exec(stdout)?.[1];
  if (count === undefined) throw new Error(`leads outbox printed no count:\n${stdout}`);
  return Number(count);
}

/** How many times each of `ids` comes up in `leadIds`. */
const timesEach = (ids: string[], leadIds: string[]) => Object.fromEntries(ids.map((id) => [id, leadIds.filter((leadId) => leadId === id).length]));

test('each lead is announced once, by mail and by webhook, while both content-apis send from one outbox', async () => {
  const LEADS = 24;
  // Posted at once, alternating between the two servers directly; a few through nginx.
  const ids = await Promise.all(
    Array.from({ length: LEADS }, (_, n) => postEnquiry(n % 6 === 5 ? balancer : n % 2 === 0 ? serverA : serverB, n)),
  );
  expect(new Set(ids).size).toBe(LEADS);

  // Until the database says every announcement was made: none can be sent again after that.
  await expect.poll(undelivered, { timeout: 60_000 }).toBe(0);
  const once = Object.fromEntries(ids.map((id) => [id, 1]));

  const leadOfMail = (received: { parsed: { headers: Map<string, unknown> } }) => String(received.parsed.headers.get('x-lead-id'));
  const mails = mail.mails.filter((received) => ids.includes(leadOfMail(received)));
  expect(timesEach(ids, mails.map(leadOfMail))).toEqual(once);
  expect(new Set(mails.map((received) => received.parsed.messageId)).size).toBe(LEADS);
  expect(mails.every((received) => received.recipients.join() === 'sales@group.example')).toBe(true);

  const leadOfHook = (received: { body: string }) => (JSON.parse(received.body) as { lead: { id: string } }).lead.id;
  const hooks = webhook.received.filter((received) => ids.includes(leadOfHook(received)));
  expect(timesEach(ids, hooks.map(leadOfHook))).toEqual(once);
  expect(new Set(hooks.map((received) => received.headers['idempotency-key'])).size).toBe(LEADS);
  expect(hooks.every((received) => received.signed)).toBe(true);

  // Both servers ran throughout.
  for (const api of [serverA, serverB]) expect((await fetch(`${api}/readyz`)).status).toBe(200);
});
