import type { FastifyRequest } from 'fastify';
import type { InboxSession } from './inbox-sessions';

export interface SignedIn extends InboxSession {
  /** The cookie's token, to end the session with. */
  token: string;
}

const signedIn = new WeakMap<FastifyRequest, SignedIn>();

export function rememberSignedIn(request: FastifyRequest, session: SignedIn): void {
  signedIn.set(request, session);
}

/** The session of a request the inbox let through, if any. */
export const sessionOf = (request: FastifyRequest): SignedIn | undefined => signedIn.get(request);

/** The session of a request to a route that requires one (the access hook has checked). */
export function requireSession(request: FastifyRequest): SignedIn {
  const session = signedIn.get(request);
  if (!session) throw new Error(`${request.routeOptions.url} was reached without a session`);
  return session;
}
