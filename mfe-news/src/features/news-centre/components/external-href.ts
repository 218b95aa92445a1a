import { paths } from '@group/shared/routes';
import { resolveCta } from '@group/shared/ui';

/**
 * Where an external-link card leads: its cta as a web address (https:// added to a bare domain,
 * SPEC §2). Undefined when there is nothing to follow: no cta, or a scheme such as javascript:.
 */
export function externalHref(cta: string | undefined): string | undefined {
  const trimmed = cta?.trim();
  if (!trimmed) return undefined;
  const resolved = resolveCta(trimmed);
  if (resolved.kind === 'external') return resolved.href;
  // resolveCta sends what it refuses to follow home; a card then is simply not a link.
  return resolved.to === paths.home && trimmed !== paths.home ? undefined : resolved.to;
}
