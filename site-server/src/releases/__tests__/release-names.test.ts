import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { readSiteConfig } from '@group/shared/config';
import { createSiteServer } from '../../create-site-server';
import { makeDist } from '../../__tests__/support/dist-folder';
import { fakeRenderer, newsItemFacts } from '../../__tests__/support/fake-renderer';
import { createLocalReleaseCounter } from '../release-counter';

// A release named as `pnpm deploy:remote` names a build without SITE_RELEASE (`<package>@<version>`),
// or with a build number: its folder's name holds `@` and `+`, which its URL spells encoded.
const CANARY = 'mfe-news@2.0.0+build.7';
const LIVE = 'mfe-news@1.9.0';
const TOKEN = 'releases-token-for-the-tests-0123456789';
const RULE = { minPages: 4, maxExtraErrorRate: 0.05 };
const budget = { firstLoadJs: { bytes: 23456, limit: 40000 } };

/** The news remote's deployment folder, served as a remote's build is: site-server's static mode. */
const deployment = makeDist({
  'mf-manifest.json': JSON.stringify({ id: 'mfe_news', metaData: { release: LIVE } }),
  'releases.json': JSON.stringify({
    live: { release: LIVE, deployedAt: '2026-11-27T05:00:00.000Z' },
    canary: { release: CANARY, percent: 50, startedAt: '2026-11-27T06:00:00.000Z' },
    staged: [],
  }),
  [`releases/${LIVE}/mf-manifest.json`]: JSON.stringify({ id: 'mfe_news', metaData: { release: LIVE } }),
  [`releases/${CANARY}/mf-manifest.json`]: JSON.stringify({ id: 'mfe_news', metaData: { release: CANARY, budget } }),
});

let remote: FastifyInstance;
let shell: FastifyInstance;
let renderer: ReturnType<typeof fakeRenderer>;
let remoteBase: string;
beforeAll(async () => {
  remote = await createSiteServer({ mode: 'static', root: deployment });
  remoteBase = await remote.listen({ host: '127.0.0.1', port: 0 });
  renderer = fakeRenderer({ page: ({ url }) => ({ html: `<main>${url}</main>`, facts: newsItemFacts() }) });
  // The news remote's host answers for itself; the other remotes have none in this test.
  const fetchRemote: typeof fetch = (input, init) =>
    String(input).startsWith(remoteBase) ? fetch(input, init) : Promise.resolve(new Response('Not found', { status: 404 }));
  shell = await createSiteServer({
    mode: 'shell',
    root: makeDist({ 'index.html': '<!doctype html>' }),
    config: readSiteConfig({ REMOTE_NEWS_URL: `${remoteBase}/mf-manifest.json` }),
    renderer,
    releases: {
      previewSecret: 'preview-secret-for-tests-0123456789abcdef',
      statusToken: TOKEN,
      rule: RULE,
      reportsPerMinute: 5,
      counter: createLocalReleaseCounter(RULE, { log: pino({ level: 'silent' }) }),
      fetch: fetchRemote,
    },
  });
  await shell.ready();
});
afterAll(async () => {
  await shell?.close();
  await remote?.close();
});

describe('a release whose name holds `@` and `+`', () => {
  it('is rendered for its cohort from its own manifest, whose encoded URL the remote’s host serves', async () => {
    await shell.inject({ method: 'GET', url: '/news-centre', headers: { cookie: 'site_cohort=10' } });
    const chosen = renderer.requests.at(-1)?.remotes?.news;
    expect(chosen?.release).toBe(CANARY);
    expect(chosen?.manifestUrl).toBe(`${remoteBase}/releases/mfe-news%402.0.0%2Bbuild.7/mf-manifest.json`);
    const manifest = await fetch(chosen!.manifestUrl);
    expect(manifest.status).toBe(200);
    expect(((await manifest.json()) as { metaData: { release: string } }).metaData.release).toBe(CANARY);
  });

  it('has its budget read from its manifest for the releases’ status', async () => {
    const reply = await shell.inject({ method: 'GET', url: '/_site/releases', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(reply.statusCode).toBe(200);
    expect(reply.json().remotes.news.canary).toMatchObject({ release: CANARY, budget });
  });
});
