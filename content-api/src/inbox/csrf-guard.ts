import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { InboxError } from './inbox-error';

/**
 * Whether a POST comes from the inbox's own pages, as the browser tells: Sec-Fetch-Site must be
 * same-origin when sent; an Origin, when it names one, must be the inbox's (the address the request
 * came to, or PUBLIC_URL). The pages' Referrer-Policy: no-referrer makes browsers send
 * `Origin: null` with their forms, so a null Origin passes only with Sec-Fetch-Site. A request with
 * neither header is no browser's (or a very old one's): the form token still decides.
 */
export function fromOwnPages(request: FastifyRequest, publicOrigin: string): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin') return false;
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  if (origin === 'null') return site === 'same-origin';
  return origin === publicOrigin || origin === `${request.protocol}://${request.host}`;
}

const same = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/** Refuses a POST another site's page may have sent: see fromOwnPages, and the session's form token. */
export function checkFormPost(request: FastifyRequest, publicOrigin: string, csrfToken: string | undefined): void {
  if (!fromOwnPages(request, publicOrigin)) {
    throw new InboxError(403, 'Form refused', 'This form was not sent from the inbox’s own pages. Open the inbox and try again.');
  }
  if (csrfToken === undefined) return;
  const given = (request.body as Record<string, unknown> | undefined)?._csrf;
  if (typeof given !== 'string' || !same(given, csrfToken)) {
    throw new InboxError(403, 'Form expired', 'This form belongs to an earlier sign-in. Go back, reload the page and try again.');
  }
}
