import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { bearerTokenMatches } from '../observability/bearer-token';
import { routeOf } from '../observability/route-kind';
import { signInPage, statusPage } from './releases-status-page';
import type { ReleasesStatus } from './releases-status';
import { readCookies } from './visitor-cookies';

export const RELEASES_STATUS_PATH = '/_site/releases';
const SESSION_COOKIE = 'site_releases';

export type ReleasesStatusRouteOptions = {
  /** RELEASES_TOKEN; none: the address answers 404. */
  token: string | undefined;
  /** The site's address: its origin is the only one a sign-in is accepted from; https makes the cookie Secure. */
  siteUrl: string;
  status: () => Promise<ReleasesStatus>;
};

/** The cookie holds a digest of the token, never the token itself. */
const sessionOf = (token: string) => createHash('sha256').update(`site-releases-session:${token}`).digest('base64url');

const sameText = (given: string, expected: string) => {
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
};

const wantsHtml = (request: FastifyRequest) => !request.headers.authorization && /text\/html/.test(request.headers.accept ?? '');

/**
 * GET /_site/releases (docs/decisions/0042): JSON for a client with `Authorization: Bearer
 * <RELEASES_TOKEN>`; a small page for a browser, which signs in once with the token through a
 * form (POST to the same address, from the site's own origin only) that sets an HttpOnly,
 * SameSite=Strict cookie. The page only reads: no request of another site can change anything.
 */
export function registerReleasesStatusRoute(app: FastifyInstance, { token, siteUrl, status }: ReleasesStatusRouteOptions): void {
  const secure = siteUrl.startsWith('https:');
  const siteOrigin = new URL(siteUrl).origin;
  const notFound = (reply: FastifyReply) => reply.code(404).type('text/plain; charset=utf-8').send('Not found\n');
  const signedIn = (request: FastifyRequest) =>
    token !== undefined && (bearerTokenMatches(request.headers.authorization, token) || sameText(readCookies(request.headers.cookie).get(SESSION_COOKIE) ?? '', sessionOf(token)));

  app.get(RELEASES_STATUS_PATH, routeOf('releases'), async (request, reply) => {
    reply.header('Cache-Control', 'no-store').header('X-Robots-Tag', 'noindex');
    if (token === undefined) return notFound(reply);
    if (!signedIn(request)) {
      // A browser is shown where to sign in: the page itself, not an error.
      if (wantsHtml(request)) return reply.type('text/html; charset=utf-8').send(signInPage(RELEASES_STATUS_PATH));
      return reply.code(401).header('WWW-Authenticate', 'Bearer').type('text/plain; charset=utf-8').send('A valid releases token is required.\n');
    }
    const current = await status();
    if (wantsHtml(request)) return reply.type('text/html; charset=utf-8').send(statusPage(current));
    return reply.send(current);
  });

  app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    scope.post(RELEASES_STATUS_PATH, { ...routeOf('releases'), bodyLimit: 1024 }, async (request, reply) => {
      reply.header('Cache-Control', 'no-store').header('X-Robots-Tag', 'noindex');
      if (token === undefined) return notFound(reply);
      // A form of another site must not sign a browser in (a login of the attacker's choosing).
      const from = request.headers.origin;
      if (from !== undefined && from !== siteOrigin) return reply.code(403).type('text/plain; charset=utf-8').send('Sign in from the site itself.\n');
      const given = (request.body as { token?: unknown } | undefined)?.token;
      if (typeof given !== 'string' || !sameText(given, token)) return reply.code(401).type('text/html; charset=utf-8').send(signInPage(RELEASES_STATUS_PATH, 'That is not the releases token.'));
      reply.header('Set-Cookie', `${SESSION_COOKIE}=${sessionOf(token)}; HttpOnly; SameSite=Strict; Path=${RELEASES_STATUS_PATH}; Max-Age=43200${secure ? '; Secure' : ''}`);
      return reply.code(303).header('Location', RELEASES_STATUS_PATH).send();
    });
  });
}
