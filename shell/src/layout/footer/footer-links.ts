import { inDisplayOrder } from '@group/shared/records';
import type { VentureLink } from '@group/shared/store';
import { paths } from '@group/shared/routes';

export type FooterLink = {
  label: string;
  to: string;
  /** Shown only where the header has no Contact Us button (up to 1023 px). */
  narrowOnly?: boolean;
};

/** SPEC §2 footer QUICK LINKS, in display order. */
export const quickLinks: readonly FooterLink[] = [
  { label: 'Our Company', to: paths.ourCompany },
  { label: 'Management Team', to: paths.managementTeam },
  { label: 'Investments', to: paths.investments },
  { label: 'Our Initiatives', to: paths.csrInitiatives },
  { label: 'News Centre', to: paths.newsCentre },
  { label: 'Careers', to: paths.careers },
  { label: 'Contact Us', to: paths.contactUs, narrowOnly: true },
];

/** Footer BUSINESS VENTURES links: the featured title when there is one, else the title. */
export function ventureLinks(categories: readonly VentureLink[]): FooterLink[] {
  return inDisplayOrder(categories).map((venture) => ({
    label: venture.featured_title?.trim() || venture.title,
    to: paths.businessVenture(venture.slug),
  }));
}
