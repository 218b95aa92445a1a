import type { PageMeta } from '../../contract';
import { pageMetaToHead } from '../page-head/page-meta-to-head';
import type { PageHeadProps } from '../page-head/page-head';

export type SectionPageHeadSource = {
  /** The page's /page-meta answer, once there (undefined before, or when the backend has none). */
  meta: PageMeta | undefined;
  canonicalPath: string;
  /** The page's name: "Careers | Meridian Group" is the title without page meta. */
  name: string;
  /** The description without page meta. */
  description: string;
  /** The site's name (its runtime configuration's). */
  siteName: string;
};

/** "Investments | Meridian Group": the pattern the backend's page titles follow. */
export const pageTitle = (name: string, siteName: string): string => `${name} | ${siteName}`;

/** A page's head: from its page meta, or from its name and a description of its own without. */
export const sectionPageHead = ({ meta, canonicalPath, name, description, siteName }: SectionPageHeadSource): PageHeadProps =>
  meta ? pageMetaToHead(meta, canonicalPath) : { title: pageTitle(name, siteName), description, canonicalPath };
