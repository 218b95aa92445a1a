import type { FastifyReply } from 'fastify';

/**
 * The pages need no script, frame or font: only their stylesheet and icon, and forms posted to the
 * inbox itself. Nothing may frame them, and nothing an inbox user reads is kept by a browser or a
 * proxy or named to another site in a Referer.
 */
export const INBOX_CSP = [
  "default-src 'none'",
  "style-src 'self'",
  "img-src 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
].join('; ');

export function setSecurityHeaders(reply: FastifyReply, cacheable: boolean): void {
  reply.headers({
    'content-security-policy': INBOX_CSP,
    'x-frame-options': 'DENY',
    'referrer-policy': 'no-referrer',
    'x-content-type-options': 'nosniff',
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
  });
  if (!cacheable) reply.header('cache-control', 'no-store');
}
