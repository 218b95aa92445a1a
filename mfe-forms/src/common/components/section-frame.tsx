import type { ReactNode } from 'react';
import { getRuntimeConfig, imageUrl } from '@group/shared/config';
import { Banner, PageHead, pageMetaToHead } from '@group/shared/ui';
import type { BreadcrumbsProps } from '@group/shared/ui';
import type { SectionPageData } from '../hooks/use-section-page';
import styles from './section-page.module.css';

export type SectionFrameProps = {
  /** The page's banner and meta, once loaded (either may be missing). */
  page: SectionPageData;
  canonicalPath: string;
  /** The page's name: the head's title and the heading when the backend has neither. */
  name: string;
  /** The head's description when the backend has no page meta. */
  description: string;
  breadcrumbs: BreadcrumbsProps;
  children?: ReactNode;
};

/**
 * Page head, banner (SPEC §9: mobile image up to 767 px) and the content below: the frame both
 * pages of this remote share. Without a banner the page still has its heading.
 */
export function SectionFrame({ page, canonicalPath, name, description, breadcrumbs, children }: SectionFrameProps) {
  const head = page.meta
    ? pageMetaToHead(page.meta, canonicalPath)
    : { title: `${name} | ${getRuntimeConfig().siteName}`, description, canonicalPath };
  const banner = page.banner;
  const heading = banner?.title || name;
  return (
    <>
      <PageHead {...head} />
      {banner ? (
        <Banner
          desktopSrc={imageUrl(banner.desktop_banner?.url)}
          mobileSrc={imageUrl(banner.mobile_banner?.url)}
          alt={heading}
          heading={heading}
          breadcrumbs={breadcrumbs}
          breakpoint={767}
        />
      ) : (
        <div className={styles.plainHeading}>
          <h1>{heading}</h1>
        </div>
      )}
      <div className={styles.content}>{children}</div>
    </>
  );
}
