import type { SectionBanner } from '@group/shared/contract';
import { imageUrl } from '@group/shared/config';
import { paths } from '@group/shared/routes';
import { Banner, Breadcrumbs } from '@group/shared/ui';
import styles from './news-centre-banner.module.css';

export const NEWS_CENTRE_TITLE = 'News Centre';

export type NewsCentreBannerProps = {
  banner?: SectionBanner;
  /** On a news item: its title, after a linked "News Centre" crumb. */
  current?: string;
};

/** The news centre's banner, on the listing and on every news item. */
export function NewsCentreBanner({ banner, current }: NewsCentreBannerProps) {
  const breadcrumbs = current
    ? { label: NEWS_CENTRE_TITLE, to: paths.newsCentre, current }
    : { label: NEWS_CENTRE_TITLE };
  const heading = banner?.title || NEWS_CENTRE_TITLE;
  if (!banner) {
    // No banner entry: the same heading and breadcrumbs on a plain band, so the page still has its title.
    return (
      <section className={styles.plain}>
        <div className={styles.inner}>
          <Breadcrumbs {...breadcrumbs} />
          <h1 className={styles.heading}>{heading}</h1>
        </div>
      </section>
    );
  }
  return (
    <Banner
      desktopSrc={imageUrl(banner.desktop_banner?.url)}
      mobileSrc={imageUrl(banner.mobile_banner?.url)}
      alt={heading}
      heading={heading}
      breadcrumbs={breadcrumbs}
    />
  );
}
