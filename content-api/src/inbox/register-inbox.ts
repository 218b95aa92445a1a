import type { FastifyError, FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/database';
import { failureForLog } from '../http/failure-for-log';
import type { UploadStore } from '../leads/upload-store';
import { checkFormPost } from './csrf-guard';
import type { InboxDeps } from './inbox-deps';
import { InboxError } from './inbox-error';
import { InboxSessions } from './inbox-sessions';
import { INBOX_CSS, INBOX_CSS_PATH, INBOX_ICON_PATH, INBOX_ICON_SVG } from './inbox-stylesheet';
import { registerLeadExportRoute } from './lead-export-route';
import { registerLeadFileRoute } from './lead-file-route';
import { registerLeadListRoute } from './lead-list-route';
import { registerLeadPageRoutes } from './lead-page-routes';
import { PasswordCheck } from './password-check';
import { registerPersonRoutes } from './person-routes';
import { setSecurityHeaders } from './security-headers';
import { INBOX_PATH, clearedSessionCookie, sessionTokenOf } from './session-cookie';
import { registerSignInRoutes } from './sign-in-routes';
import { SignInThrottle } from './sign-in-throttle';
import type { SignInThrottleOptions } from './sign-in-throttle';
import { rememberSignedIn, sessionOf } from './signed-in';
import { errorPage } from './views/error-page';

export interface InboxOptions {
  /** Tests count failed sign-ins with their own limits. */
  signInLimits?: SignInThrottleOptions;
}

const FORM_BODY_LIMIT = 16 * 1024;
const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Assets are named by their content, so they may be kept; every other answer is no-store. */
const assets = new Set([INBOX_CSS_PATH, INBOX_ICON_PATH]);

function registerAssets(inbox: FastifyInstance): void {
  const immutable = `public, max-age=${YEAR_SECONDS}, immutable`;
  inbox.get(INBOX_CSS_PATH.slice(INBOX_PATH.length), { config: { inboxAccess: 'public' } }, async (_request, reply) =>
    reply.type('text/css; charset=utf-8').header('cache-control', immutable).send(INBOX_CSS),
  );
  // Its name does not change with its content: a day, not a year.
  inbox.get(INBOX_ICON_PATH.slice(INBOX_PATH.length), { config: { inboxAccess: 'public' } }, async (_request, reply) =>
    reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(INBOX_ICON_SVG),
  );
}

/**
 * The leads inbox at /inbox: server-rendered pages behind a sign-in, for the people who answer
 * leads. Its routes take no part in the API's CORS and accept forms from their own pages only.
 */
export async function registerInbox(
  app: FastifyInstance,
  services: { config: Config; db: Database; uploads: UploadStore },
  options: InboxOptions = {},
): Promise<void> {
  const { config, db, uploads } = services;
  const deps: InboxDeps = {
    db,
    uploads,
    sessions: new InboxSessions(db, config.inboxIdleMinutes * 60),
    passwords: new PasswordCheck(db, new SignInThrottle(db, options.signInLimits)),
    timeZone: config.inboxTimeZone,
    publicOrigin: new URL(config.publicUrl).origin,
  };

  await app.register(
    async (inbox) => {
      inbox.addHook('onRoute', (route) => {
        route.config = { ...route.config, cors: false, sameOriginForms: true };
      });
      inbox.addContentTypeParser(
        'application/x-www-form-urlencoded',
        { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
        (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
      );

      inbox.addHook('onRequest', async (request, reply) => {
        const access = request.routeOptions.config.inboxAccess ?? 'page';
        if (access === 'public') return;
        const token = sessionTokenOf(request);
        const session = token ? await deps.sessions.find(token) : undefined;
        if (token && session) {
          rememberSignedIn(request, { ...session, token });
          return;
        }
        // A cookie that no longer signs anyone in is dropped.
        if (token) reply.header('set-cookie', clearedSessionCookie(request));
        if (access === 'page') return reply.redirect(token ? '/inbox/sign-in?notice=ended' : '/inbox/sign-in', 303);
        throw new InboxError(401, 'Sign in first', 'You are not signed in, or your sign-in has ended. Sign in and try again.');
      });

      inbox.addHook('preHandler', async (request) => {
        if (request.method === 'POST') checkFormPost(request, deps.publicOrigin, sessionOf(request)?.csrfToken);
      });

      inbox.addHook('onSend', async (request, reply) => {
        setSecurityHeaders(reply, request.method === 'GET' && assets.has(request.routeOptions.url ?? ''));
      });

      inbox.setErrorHandler<FastifyError | InboxError>((error, request, reply) => {
        const session = sessionOf(request);
        const send = (status: number, title: string, explanation: string) =>
          reply.code(status).type('text/html; charset=utf-8').send(errorPage(title, explanation, session));
        if (error instanceof InboxError) return send(error.statusCode, error.title, error.explanation);
        const status = error.statusCode ?? 500;
        if (status < 500) return send(status, 'Request not understood', 'The inbox could not read this request. Go back and try again.');
        request.log.error({ failure: failureForLog(error, request.body) }, 'inbox request failed');
        return send(500, 'Something went wrong', 'The inbox could not do this just now. Try again in a moment.');
      });

      inbox.setNotFoundHandler((request, reply) =>
        reply
          .code(404)
          .type('text/html; charset=utf-8')
          .send(errorPage('Page not found', 'The inbox has no page at this address.', sessionOf(request))),
      );

      registerAssets(inbox);
      registerSignInRoutes(inbox, deps);
      registerLeadListRoute(inbox, deps);
      registerLeadPageRoutes(inbox, deps);
      registerLeadFileRoute(inbox, deps);
      registerLeadExportRoute(inbox, deps);
      registerPersonRoutes(inbox, deps);
    },
    { prefix: INBOX_PATH },
  );
}
