import { inDisplayOrder } from '@group/shared/records';
import type { VentureLink } from '@group/shared/store';
import { paths } from '@group/shared/routes';

/** A single destination. External ones open in a new tab; internal ones go through the router. */
export type NavLinkEntry = {
  kind: 'link';
  label: string;
  to: string;
  external?: boolean;
};

/** A labelled group shown as a dropdown on wide screens and an expandable section in the menu. */
export type NavGroupEntry = {
  kind: 'group';
  id: string;
  label: string;
  items: NavLinkEntry[];
};

export type NavEntry = NavLinkEntry | NavGroupEntry;

const link = (label: string, to: string): NavLinkEntry => ({ kind: 'link', label, to });

export const contactUsEntry: NavLinkEntry = link('Contact Us', paths.contactUs);

/**
 * The main navigation of SPEC §2, in display order. The Contact Us button is kept apart because
 * it is styled as a call to action rather than a menu item. A group without items is left out so
 * the bar never shows a dropdown that opens onto nothing (e.g. before the ventures arrive).
 */
export function buildMainNav(ventureCategories: readonly VentureLink[]): NavEntry[] {
  const entries: NavEntry[] = [
    {
      kind: 'group',
      id: 'about',
      label: 'About',
      items: [link('Our Company', paths.ourCompany), link('Management Team', paths.managementTeam)],
    },
    {
      kind: 'group',
      id: 'business-ventures',
      label: 'Business Ventures',
      items: inDisplayOrder(ventureCategories).map((venture) =>
        link(venture.title, paths.businessVenture(venture.slug)),
      ),
    },
    link('Gallery', paths.gallery),
    link('Investments', paths.investments),
    link('News Centre', paths.newsCentre),
  ];
  return entries.filter((entry) => entry.kind === 'link' || entry.items.length > 0);
}
