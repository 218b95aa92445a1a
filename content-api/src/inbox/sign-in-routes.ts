import type { FastifyInstance } from 'fastify';
import { audit, writeAuditLine } from './audit-log';
import type { InboxDeps } from './inbox-deps';
import { MAX_PASSWORD_LENGTH } from './inbox-users';
import { clearedSessionCookie, sessionCookie, sessionTokenOf } from './session-cookie';
import { requireSession } from './signed-in';
import { signInPage } from './views/sign-in-page';

const WRONG = 'Wrong e-mail or password.';
const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const text = (value: unknown, max: number) => (typeof value === 'string' ? value.slice(0, max) : '');

const notices: Record<string, string> = {
  'signed-out': 'You have signed out.',
  ended: 'Your sign-in has ended. Sign in again to go on.',
};

/** GET and POST /inbox/sign-in, POST /inbox/sign-out. */
export function registerSignInRoutes(inbox: FastifyInstance, deps: InboxDeps): void {
  inbox.get('/sign-in', { config: { inboxAccess: 'public' } }, async (request, reply) => {
    const token = sessionTokenOf(request);
    if (token && (await deps.sessions.find(token))) return reply.redirect('/inbox', 303);
    const notice = notices[String((request.query as Record<string, unknown>).notice)];
    return reply.type('text/html; charset=utf-8').send(signInPage({ notice }));
  });

  inbox.post('/sign-in', { config: { inboxAccess: 'public' } }, async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const email = text(body.email, 254).trim();
    const password = text(body.password, MAX_PASSWORD_LENGTH + 1);
    const client = request.ip;
    const page = (status: number, problem: string) =>
      reply.code(status).type('text/html; charset=utf-8').send(signInPage({ problem, email }));
    if (!email || !password) return page(400, 'Type your e-mail and your password.');

    const result = await deps.passwords.signIn(email, password, client);
    if (result.outcome === 'throttled') {
      // Refused before any password is checked, so anyone can send these as fast as they like: the
      // line is written but not made durable on its own (decision 0048), or a flood of them would
      // hold the embedded engine in back-to-back checkpoints. Nothing was shown or done.
      await writeAuditLine(deps.db, { action: 'sign-in-refused', user: result.user, detail: 'too many failures', client });
      const minutes = Math.ceil(result.retryAfterMs / 60_000);
      reply.header('retry-after', String(Math.ceil(result.retryAfterMs / 1000)));
      return page(429, `Too many failed sign-ins. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`);
    }
    if (result.outcome === 'wrong') {
      await audit(deps.db, { action: 'sign-in-failed', user: result.user, detail: result.user ? 'wrong password' : 'unknown account', client });
      await pause(result.delayMs);
      return page(401, WRONG);
    }
    const session = await deps.sessions.create(result.user);
    await audit(deps.db, { action: 'sign-in', user: result.user, client });
    return reply.header('set-cookie', sessionCookie(request, session.token)).redirect('/inbox', 303);
  });

  inbox.post('/sign-out', async (request, reply) => {
    const session = requireSession(request);
    await deps.sessions.end(session.token);
    await audit(deps.db, { action: 'sign-out', user: session.user, client: request.ip });
    return reply.header('set-cookie', clearedSessionCookie(request)).redirect('/inbox/sign-in?notice=signed-out', 303);
  });
}
