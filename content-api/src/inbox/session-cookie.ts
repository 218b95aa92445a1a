import type { FastifyRequest } from 'fastify';

export const SESSION_COOKIE = 'inbox_session';
/** The cookie goes to the inbox's own addresses only, never to the API's other routes. */
export const INBOX_PATH = '/inbox';

const TOKEN = /^[A-Za-z0-9_-]{20,100}$/;

/** The session token the browser sent, if it looks like one. */
export function sessionTokenOf(request: FastifyRequest): string | undefined {
  for (const pair of (request.headers.cookie ?? '').split(';')) {
    const separator = pair.indexOf('=');
    if (separator < 0 || pair.slice(0, separator).trim() !== SESSION_COOKIE) continue;
    const value = pair.slice(separator + 1).trim();
    if (TOKEN.test(value)) return value;
  }
  return undefined;
}

/**
 * Out of reach of scripts (HttpOnly), never sent by a request another site starts (SameSite=Strict),
 * only over HTTPS when the inbox is reached over HTTPS (behind a proxy, as TRUST_PROXY lets
 * Fastify read X-Forwarded-Proto). It lasts as long as the browser runs; the server ends it sooner.
 */
export function sessionCookie(request: FastifyRequest, token: string): string {
  const secure = request.protocol === 'https' ? '; Secure' : '';
  return `${SESSION_COOKIE}=${token}; Path=${INBOX_PATH}; HttpOnly; SameSite=Strict${secure}`;
}

export function clearedSessionCookie(request: FastifyRequest): string {
  const secure = request.protocol === 'https' ? '; Secure' : '';
  return `${SESSION_COOKIE}=; Path=${INBOX_PATH}; Max-Age=0; HttpOnly; SameSite=Strict${secure}`;
}
