import { presentText, withoutAbsent } from './present-values';
import { SCHEMA_ORG } from './schema-types';
import type { BreadcrumbListJsonLd, ListItem } from './schema-types';

/** One step of a trail; `url` absolute, absent for a step that leads nowhere. */
export type Crumb = { name: string; url?: string };

/**
 * A trail as a BreadcrumbList. Google requires `item` (the step's address) on every ListItem but
 * the last, whose address is the page's own. A step without a target before the last one, such as
 * "Business Ventures", which has no page, is left out here though the page shows it: without an
 * item the list is invalid, and pointing it at another page (the home page) would state a level
 * of the site that is not there. Positions count the steps given, from 1.
 */
export function breadcrumbListJsonLd(crumbs: readonly Crumb[]): BreadcrumbListJsonLd {
  const listed = crumbs.filter((crumb, index) => presentText(crumb.url) || index === crumbs.length - 1);
  return {
    '@context': SCHEMA_ORG,
    '@type': 'BreadcrumbList',
    itemListElement: listed.map((crumb, index) =>
      withoutAbsent<ListItem>({ '@type': 'ListItem', position: index + 1, name: crumb.name, item: presentText(crumb.url) }),
    ),
  };
}
