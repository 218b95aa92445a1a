import type { SectionBanner } from '@group/shared/contract';
import { imageUrl } from '@group/shared/config';
import { Banner, Breadcrumbs } from '@group/shared/ui';
import type { BreadcrumbsProps } from '@group/shared/ui';
import styles from './page-banner.module.css';

/** The demo mobile banners are 768 by 520; reserving that ratio keeps the page from jumping. */
const MOBILE_BANNER_WIDTH = 768;
const MOBILE_BANNER_HEIGHT = 520;

export type PageBannerProps = {
  /** The page's /section-banners entry; without one, a plain title bar is shown instead. */
  banner: SectionBanner | undefined;
  /** The page's name, used when the banner has no title of its own. */
  heading: string;
  breadcrumbs: BreadcrumbsProps;
  /** Widest viewport (px) that gets the mobile image: 767 by default, 600 on some pages (SPEC §9). */
  breakpoint?: number;
};

/** A page's banner from its section entry, or a title bar when the backend has none. */
export function PageBanner({ banner, heading, breadcrumbs, breakpoint = 767 }: PageBannerProps) {
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
      mobileWidth={MOBILE_BANNER_WIDTH}
      mobileHeight={MOBILE_BANNER_HEIGHT}
    />
  );
}

/** The banner's space, held while its entry loads. */
export function PageBannerPlaceholder() {
  return <div className={styles.placeholder} aria-hidden="true" data-banner-placeholder="" />;
}
