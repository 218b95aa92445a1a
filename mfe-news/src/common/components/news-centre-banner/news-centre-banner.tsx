import type { SectionBanner } from '@group/shared/contract';
import { paths } from '@group/shared/routes';
import { PageBanner } from '@group/shared/ui';

export const NEWS_CENTRE_TITLE = 'News Centre';

/** The `section` of the news centre's entry in /section-banners (SPEC §3). */
export const NEWS_CENTRE_SECTION = 'news-centre';

export type NewsCentreBannerProps = {
  banner?: SectionBanner;
  /** On a news item: its title, after a linked "News Centre" crumb. */
  current?: string;
};

/** The news centre's banner, on the listing and on every news item. */
export function NewsCentreBanner({ banner, current }: NewsCentreBannerProps) {
  const breadcrumbs = current ? { label: NEWS_CENTRE_TITLE, to: paths.newsCentre, current } : { label: NEWS_CENTRE_TITLE };
  return <PageBanner banner={banner} heading={NEWS_CENTRE_TITLE} breadcrumbs={breadcrumbs} />;
}
