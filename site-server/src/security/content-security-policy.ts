import type { SiteConfig } from '@group/shared/config';
import { originOf } from '@group/shared/config';

/** Google's reCAPTCHA: its script, the script it loads, and the widget's frames. */
const RECAPTCHA = {
  scripts: ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
  frames: ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
};
/** Hosted videos the lightbox plays in a frame (@group/shared/ui `embedUrl`). */
const VIDEO_PLAYERS = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'];

const unique = (sources: (string | undefined)[]) => [...new Set(sources.filter((source): source is string => Boolean(source)))];

/**
 * The page's policy for one response. Scripts run only from this site, the remotes and reCAPTCHA,
 * plus the inline configuration script that carries `nonce`. Styles keep 'unsafe-inline': React's
 * style attributes and the styles glightbox and react-toastify inject need it. Video files are
 * content (news CTAs, any host), so media may come from any https address; they cannot run code.
 */
export function contentSecurityPolicy(config: SiteConfig, nonce: string): string {
  const remotes = Object.values(config.remotes).map(originOf);
  const api = originOf(config.apiBaseUrl);
  const images = originOf(config.imageBaseUrl);
  const directives: Record<string, (string | undefined)[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", `'nonce-${nonce}'`, ...remotes, ...RECAPTCHA.scripts],
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
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${unique(sources).join(' ')}`)
    .join('; ');
}
