import { paths } from '../../routes';

export type ResolvedCta = { kind: 'external'; href: string } | { kind: 'internal'; to: string };

/** A scheme, but not `host:port` (a digit follows the colon there). */
const SCHEME = /^([a-z][a-z0-9+.-]*):(?!\d)/i;
const SAFE_SCHEMES = new Set(['http', 'https', 'mailto', 'tel', 'sms']);
/** host.tld with optional port, path, query or hash: `www.x.com`, `x.com/path`, `x.co.in?a=1`. */
const WEB_ADDRESS = /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}(?::\d+)?(?:[/?#].*)?$/i;
/** `page.html` or `brochure.pdf` names a file of this site, not a host. */
const FILE_NAME = /^[^./?#]+\.(?:html?|php|aspx?|pdf|jpe?g|png|gif|webp|svg)(?:[?#].*)?$/i;

/**
 * SPEC §2: a value that looks like a web address is external (https:// added when missing);
 * anything else is an internal route, and an empty value is the home route. mailto:/tel: links
 * are external as they are; any other scheme (javascript:, data:) is never followed.
 */
export function resolveCta(value: string | null | undefined): ResolvedCta {
  const trimmed = (value ?? '').trim();
  if (trimmed === '') return { kind: 'internal', to: paths.home };
  if (trimmed.startsWith('//')) return { kind: 'external', href: `https:${trimmed}` };
  const scheme = SCHEME.exec(trimmed)?.[1]?.toLowerCase();
  if (scheme !== undefined) {
    return SAFE_SCHEMES.has(scheme) ? { kind: 'external', href: trimmed } : { kind: 'internal', to: paths.home };
  }
  if (/^[/#?]/.test(trimmed)) return { kind: 'internal', to: trimmed };
  if (WEB_ADDRESS.test(trimmed) && !FILE_NAME.test(trimmed)) return { kind: 'external', href: `https://${trimmed}` };
  return { kind: 'internal', to: `/${trimmed}` };
}
