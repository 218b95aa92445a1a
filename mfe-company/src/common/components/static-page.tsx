import type { ReactNode } from 'react';
import { useQuery } from '@group/shared/data';
import { useRuntimeConfig } from '@group/shared/runtime';
import { findSectionBanner, PageBanner, PageBannerPlaceholder, PageHead, pageTitle } from '@group/shared/ui';
import type { BreadcrumbsProps } from '@group/shared/ui';
import { staticPageQueries } from '../api/static-page-queries';
import styles from './static-page.module.css';

export type StaticPageProps = {
  /** The page's entry in /section-banners, used when the backend has one. */
  section: string;
  /** The page head's description and canonical path; its title is "<heading> | <site>". */
  head: { description: string; canonicalPath: string };
  heading: string;
  breadcrumbs: BreadcrumbsProps;
  /** Widest viewport (px) that gets the mobile banner image. */
  breakpoint?: number;
  children: ReactNode;
};

/**
 * A page whose text ships with the site (Investments, CSR, legal pages). The text shows at once;
 * only the banner comes from the backend (staticPageQueries), and its space is held while it loads.
 */
export function StaticPage({ section, head, heading, breadcrumbs, breakpoint, children }: StaticPageProps) {
  const { siteName } = useRuntimeConfig();
  const banners = useQuery(staticPageQueries.banners);
  return (
    <>
      <PageHead title={pageTitle(heading, siteName)} {...head} />
      {banners.status === 'loading' ? (
        <PageBannerPlaceholder />
      ) : (
        <PageBanner
          banner={findSectionBanner(banners.data, section)}
          heading={heading}
          breadcrumbs={breadcrumbs}
          breakpoint={breakpoint}
        />
      )}
      <div className={styles.body}>{children}</div>
    </>
  );
}
