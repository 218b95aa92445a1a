import type { SectionBanner } from '../../contract';
import { useSiteUrls } from '../../runtime';
import { Banner } from '../banner/banner';
import { Breadcrumbs } from '../banner/breadcrumbs';
import type { BreadcrumbsProps } from '../banner/breadcrumbs';
import styles from './page-banner.module.css';

export type PageBannerProps = {
  /** The page's /section-banners entry; without one, a plain band with the heading is shown. */
  banner: SectionBanner | undefined;
  /** The page's name, used when the entry has no title of its own. */
  heading: string;
  breadcrumbs: BreadcrumbsProps;
  /** Widest viewport (px) that gets the mobile image: 767 by default, 600 on some pages (SPEC §9). */
  breakpoint?: number;
  /** The mobile image's size, so its space is reserved before it loads. */
  mobileSize?: { width: number; height: number };
};

/**
 * A page's banner from its section entry (SPEC §9), or, when the backend has none, a plain band
 * with the same breadcrumbs and heading, so the page still has its title.
 */
export function PageBanner({ banner, heading, breadcrumbs, breakpoint, mobileSize }: PageBannerProps) {
  const { imageUrl } = useSiteUrls();
  if (!banner) {
    return (
      <header className={styles.plain}>
        <div className={styles.plainInner}>
          <Breadcrumbs {...breadcrumbs} tone="dark" />
          <h1 className={styles.plainHeading}>{heading}</h1>
        </div>
      </header>
    );
  }
  const title = banner.title || heading;
  return (
    <Banner
      desktopSrc={imageUrl(banner.desktop_banner?.url)}
      mobileSrc={imageUrl(banner.mobile_banner?.url)}
      alt={title}
      heading={title}
      breadcrumbs={breadcrumbs}
      breakpoint={breakpoint}
      mobileWidth={mobileSize?.width}
      mobileHeight={mobileSize?.height}
    />
  );
}

/** The banner's space, held while the section entries load. */
export function PageBannerPlaceholder() {
  return <div className={styles.placeholder} aria-hidden="true" data-banner-placeholder="" />;
}
