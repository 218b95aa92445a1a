// Releases chosen per visitor (docs/decisions/0042): the glue between the pages the site's
// server sends and each remote's releases.json, the visitor's cookies, the counts and the routes.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RemoteName, SiteConfig } from '@group/shared/config';
import type { PageFacts, PageRenderRequest } from '@group/shared/page-renderer';
import { chooseReleases, onlyLiveDeployed } from './choose-releases';
import type { ReleaseChoice } from './choose-releases';
import type { ReleaseCounter } from './release-counter';
import type { RemoteRoles } from './release-ledger';
import { createReleasesPoll } from './releases-poll';
import type { ReleasesPoll } from './releases-poll';
import { releasesStatus } from './releases-status';
import { registerReleasesStatusRoute } from './releases-status-route';
import { registerRemoteErrorsRoute } from './remote-errors-route';
import type { RollbackRule } from './rollback-rule';
import { verifyPreviewToken } from './preview-token';
import { clearPreviewCookie, cohortCookie, cohortOf, COHORT_COOKIE, newCohort, PREVIEW_COOKIE, previewCookie, readCookies } from './visitor-cookies';

export const LEAVE_PREVIEW_PATH = '/_site/leave-preview';

/** The longest the server's start waits for the remotes' releases.json. */
const FIRST_READ_WAIT_MS = 2000;

export type SiteReleasesOptions = {
  /** RELEASE_PREVIEW_SECRET; none: preview links are ignored. */
  previewSecret?: string;
  /** RELEASES_TOKEN; none: GET /_site/releases answers 404. */
  statusToken?: string;
  rule: RollbackRule;
  /** Error reports a client may send in a minute. */
  reportsPerMinute: number;
  /** Where counts go: this process's own ledger, or the primary's (release-counter.ts). */
  counter: ReleaseCounter;
  /** How often each releases.json is read again. */
  pollMs?: number;
  fetch?: typeof globalThis.fetch;
};

/** What a page request is given by the releases: a redirect (a preview link taken), or its render's releases. */
/** The cohort of a visitor who has none: under no canary's percent. */
const NO_COHORT = 100;

export type PageReleases =
  | { redirect: string }
  | { render: Pick<PageRenderRequest, 'remotes' | 'releases' | 'preview'>; personal: boolean; sent: (facts: PageFacts | undefined) => void };

/** The request's URL without its `preview` parameter. */
function withoutPreview(url: string): string {
  const parsed = new URL(url, 'http://site.invalid');
  parsed.searchParams.delete('preview');
  return `${parsed.pathname}${parsed.search}`;
}

export type SiteReleases = { forPage: (request: FastifyRequest, reply: FastifyReply) => PageReleases; poll: ReleasesPoll };

/**
 * Each page's releases: a preview link with a valid token sets the preview cookie and redirects to
 * the page without it; a tampered or expired one is ignored. Every visitor gets a cohort on their
 * first page. The page's remotes are chosen (choose-releases.ts), and once it is sent it counts
 * for the release of its route's remote. Registers the error reports' and the status' routes.
 */
export function registerSiteReleases(app: FastifyInstance, config: SiteConfig, options: SiteReleasesOptions): SiteReleases {
  const manifests = config.remotes;
  const secure = config.siteUrl.startsWith('https:');
  const unreadable = new Set<RemoteName>();
  /** Every visitor's releases while only live releases are deployed (releasesForEveryone, below). */
  let everyonesReleases: PageReleases | undefined;
  const poll = createReleasesPoll({
    manifests,
    pollMs: options.pollMs,
    fetch: options.fetch,
    onUnreadable: (remote, reason) => {
      if (unreadable.has(remote)) return;
      unreadable.add(remote);
      app.log.warn({ remote, reason }, 'a remote’s releases.json could not be read; its releases are taken as they were');
    },
    onChange: () => {
      everyonesReleases = releasesForEveryone();
    },
  });
  // The first pages know the releases: the server is ready once each releases.json answered, or soon after.
  app.addHook('onReady', () => Promise.race([poll.checkNow(), new Promise<void>((resolve) => setTimeout(resolve, FIRST_READ_WAIT_MS).unref())]));
  app.addHook('onClose', async () => {
    poll.stop();
    options.counter.close();
  });

  const rolesOf = (remote: RemoteName): RemoteRoles => {
    const file = poll.current(remote);
    return { live: file?.live?.release, canary: file?.canary ? { release: file.canary.release, startedAt: file.canary.startedAt } : undefined };
  };
  const isRemote = (name: string | null | undefined): name is RemoteName => typeof name === 'string' && name in manifests;

  registerRemoteErrorsRoute(app, {
    perMinute: options.reportsPerMinute,
    record: ({ remote, release }) => {
      const roles = rolesOf(remote);
      const file = poll.current(remote);
      const known = roles.live === release || roles.canary?.release === release || (file?.staged ?? []).some((staged) => staged.release === release) || !file;
      if (known) options.counter.count({ remote, release, pages: 0, errors: 1 }, roles);
      return known;
    },
  });
  registerReleasesStatusRoute(app, {
    token: options.statusToken,
    siteUrl: config.siteUrl,
    status: async () => releasesStatus(manifests, poll, await options.counter.snapshot(), options.rule),
  });
  app.get(LEAVE_PREVIEW_PATH, async (_request, reply) => reply.header('Set-Cookie', clearPreviewCookie(secure)).header('Cache-Control', 'no-store').redirect('/', 303));

  /** Whether a remote has a canary run that the error-rate rule has not aborted. */
  const canaryRunning = () =>
    (Object.keys(manifests) as RemoteName[]).some((remote) => {
      const canary = poll.current(remote)?.canary;
      return canary !== undefined && canary !== null && !options.counter.isAborted(remote, canary);
    });

  /** A page's releases from `choice`; once it is sent, it counts for the release of its route's remote. */
  const pageReleases = (choice: ReleaseChoice, drawn: boolean): Extract<PageReleases, { render: unknown }> => ({
    render: {
      remotes: choice.remotes,
      releases: choice.named,
      preview: choice.preview ? { ...choice.preview, leaveUrl: LEAVE_PREVIEW_PATH } : undefined,
    },
    personal: choice.byCookie || drawn,
    sent: (facts) => {
      const remote = facts?.routeRemote ?? facts?.remote;
      if (!isRemote(remote)) return;
      const release = choice.named[remote] ?? facts?.release;
      if (release) options.counter.count({ remote, release, pages: 1, errors: 0 }, rolesOf(remote));
    },
  });
  /**
   * While only live releases are deployed (no canary, nothing staged), every visitor's choice is
   * the same: made when the releases change, not per page, and without reading any cookie.
   */
  function releasesForEveryone(): PageReleases | undefined {
    if (!onlyLiveDeployed({ manifests, releasesOf: poll.current })) return undefined;
    return pageReleases(chooseReleases({ manifests, releasesOf: poll.current, cohort: NO_COHORT, preview: undefined, isAborted: () => false }), false);
  }
  everyonesReleases = releasesForEveryone();

  const forPage = (request: FastifyRequest, reply: FastifyReply): PageReleases => {
    const query = request.query as Record<string, unknown> | undefined;
    const link = typeof query?.preview === 'string' ? query.preview : undefined;
    if (link !== undefined && options.previewSecret) {
      const grant = verifyPreviewToken(options.previewSecret, link);
      if (grant) {
        reply.header('Set-Cookie', previewCookie(link, grant.exp, secure));
        return { redirect: withoutPreview(request.url) };
      }
    }
    if (everyonesReleases) return everyonesReleases;
    const cookies = readCookies(request.headers.cookie);
    // A cohort is drawn only while a canary runs: a page that sets a cookie is the visitor's own,
    // and every other page stays one that a shared cache may keep (docs/decisions/0044).
    let cohort = cohortOf(cookies.get(COHORT_COOKIE));
    const drawn = cohort === undefined && canaryRunning();
    if (drawn) {
      cohort = newCohort();
      reply.header('Set-Cookie', cohortCookie(cohort, secure));
    }
    const previewToken = cookies.get(PREVIEW_COOKIE);
    const preview = previewToken && options.previewSecret ? verifyPreviewToken(options.previewSecret, previewToken) : undefined;
    return pageReleases(chooseReleases({ manifests, releasesOf: poll.current, cohort: cohort ?? NO_COHORT, preview, isAborted: options.counter.isAborted }), drawn);
  };
  return { forPage, poll };
}
