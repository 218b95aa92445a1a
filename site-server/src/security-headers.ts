import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SiteConfig } from '@group/shared/config';
import { originOf } from '@group/shared/config';

/** Google's reCAPTCHA: its script, the script it loads, and the widget's frames. */
const RECAPTCHA = {
  scripts: ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
  frames: ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
};
/** Hosted videos the lightbox plays in a frame (@group/shared/ui `embedUrl`). */
const VIDEO_PLAYERS = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'];

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
const FRAMED_PLAYERS = `(self ${VIDEO_PLAYERS.map((origin) => `"${origin}"`).join(' ')})`;

const PERMISSIONS_POLICY = [
  ...DENIED_FEATURES.map((feature) => `${feature}=()`),
  `autoplay=${FRAMED_PLAYERS}`,
  `fullscreen=${FRAMED_PLAYERS}`,
  `picture-in-picture=${FRAMED_PLAYERS}`,
].join(', ');

/** A year; subdomains are left out: sister sites of the group decide for themselves. */
const STRICT_TRANSPORT_SECURITY = 'max-age=31536000';

const unique = (sources: (string | undefined)[]) => [...new Set(sources.filter((source): source is string => Boolean(source)))];

/**
 * The pages' policy, made once from the configuration, by each page's script hashes. Inline
 * scripts run only when they are the page's own, named by their hashes (`scriptHashes`, from the
 * renderer), and what they add runs by 'strict-dynamic' (the page's code, the remotes' files the
 * federation runtime adds, reCAPTCHA's script): no nonce, so the same page is the same answer for
 * every visitor and a shared cache may keep it. Browsers without 'strict-dynamic' (CSP 2) fall
 * back to the hashes and the listed origins: this site, the remotes and reCAPTCHA. A page without
 * script has no hash, and runs none. Styles keep 'unsafe-inline': React's style attributes and the
 * styles glightbox and react-toastify inject need it. Video files are content (news CTAs, any
 * host), so media may come from any https address; they cannot run code.
 */
export function contentSecurityPolicyOf(config: SiteConfig): (scriptHashes: string[]) => string {
  const remotes = Object.values(config.remotes).map(originOf);
  const api = originOf(config.apiBaseUrl);
  const images = originOf(config.imageBaseUrl);
  const directive = (name: string, sources: (string | undefined)[]) => `${name} ${unique(sources).join(' ')}`;
  // Everything but the page's own hashes is the server's configuration: written once.
  const before = directive('default-src', ["'self'"]);
  const after = Object.entries({
    'style-src': ["'self'", "'unsafe-inline'", ...remotes],
    // Remote manifests and chunks' data, the content API (and its preloaded answers).
    'connect-src': ["'self'", ...remotes, api],
    // data: for the page's empty icon and inline SVGs, blob: for images made in the page.
    'img-src': ["'self'", 'data:', 'blob:', images, api, ...remotes],
    // Swiper's icon font is a data: URL in its stylesheet.
    'font-src': ["'self'", 'data:', ...remotes],
    'media-src': ["'self'", 'https:', 'blob:', images, api],
    'frame-src': [...RECAPTCHA.frames, ...VIDEO_PLAYERS],
    'frame-ancestors': ["'self'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'object-src': ["'none'"],
  })
    .map(([name, sources]) => directive(name, sources))
    .join('; ');
  return (scriptHashes) => `${before}; ${directive('script-src', ["'self'", ...scriptHashes, "'strict-dynamic'", ...remotes, ...RECAPTCHA.scripts])}; ${after}`;
}

/** Headers every answer of the site carries. */
export function setCommonHeaders(reply: FastifyReply): void {
  reply.header('X-Content-Type-Options', 'nosniff');
  reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
}

/**
 * Headers of the site's pages: the policy (contentSecurityPolicyOf, with the page's script hashes) and the
 * features and framing it allows. HSTS only when the site is reached over HTTPS: its configured
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
