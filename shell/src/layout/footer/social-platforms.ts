import type { SocialLink } from '@group/shared/contract';

/** SPEC §2: the footer shows these platforms, in this order; any other platform is not shown. */
export const socialPlatforms = [
  { platform: 'linkedin', label: 'LinkedIn' },
  { platform: 'instagram', label: 'Instagram' },
  { platform: 'facebook', label: 'Facebook' },
  { platform: 'youtube', label: 'YouTube' },
] as const;

export type SocialPlatform = (typeof socialPlatforms)[number]['platform'];

export type FooterSocialLink = { platform: SocialPlatform; label: string; href: string };

/** A bare "linkedin.com/company/x" would otherwise resolve against the site itself. */
const absoluteUrl = (link: string): string => (/^[a-z][a-z0-9+.-]*:\/\//i.test(link) ? link : `https://${link}`);

/** The configured links of the known platforms in display order (the first link per platform). */
export function orderedSocialLinks(links: readonly SocialLink[]): FooterSocialLink[] {
  return socialPlatforms.flatMap(({ platform, label }) => {
    const match = links.find((link) => link.platform.trim().toLowerCase() === platform && link.link.trim());
    return match ? [{ platform, label, href: absoluteUrl(match.link.trim()) }] : [];
  });
}
