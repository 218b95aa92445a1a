import type { FastifyReply, FastifyRequest } from 'fastify';

/** Features the site never uses, refused to the page and to every frame in it. */
const DENIED_FEATURES = [
  'accelerometer',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'publickey-credentials-get',
  'serial',
  'usb',
  'xr-spatial-tracking',
];
/** Lightbox videos play in frames of their own hosts, and may start and go full screen. */
const FRAMED_PLAYERS = '(self "https://www.youtube-nocookie.com" "https://player.vimeo.com")';

export const PERMISSIONS_POLICY = [
  ...DENIED_FEATURES.map((feature) => `${feature}=()`),
  `autoplay=${FRAMED_PLAYERS}`,
  `fullscreen=${FRAMED_PLAYERS}`,
  `picture-in-picture=${FRAMED_PLAYERS}`,
].join(', ');

/** A year; subdomains are left out: sister sites of the group decide for themselves. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000';

/** Headers every answer of the site carries. */
export function setCommonHeaders(reply: FastifyReply): void {
  reply.header('X-Content-Type-Options', 'nosniff');
  reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
}

/**
 * Headers of the site's pages. HSTS only when the site is reached over HTTPS: its configured
 * address says so, or the request came through a trusted proxy that says so (X-Forwarded-Proto
 * with TRUST_PROXY); over plain HTTP it would be ignored, and on localhost it would stick.
 */
export function setPageHeaders(request: FastifyRequest, reply: FastifyReply, { siteUrl, policy }: { siteUrl: string; policy: string }): void {
  reply.header('Content-Security-Policy', policy);
  reply.header('Permissions-Policy', PERMISSIONS_POLICY);
  reply.header('X-Frame-Options', 'SAMEORIGIN');
  if (siteUrl.startsWith('https://') || request.protocol === 'https') {
    reply.header('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
  }
}
