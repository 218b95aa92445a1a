import type { SectionBanner } from '@group/shared/contract';

/** The news centre's entry in /section-banners: its banner is on the listing and above every news item. */
export const newsCentreBanner = {
  section: 'news-centre',
  title: 'News Centre',
  desktop_banner: { url: 'banners/news-centre-desktop.jpg' },
  mobile_banner: { url: 'banners/news-centre-mobile.jpg' },
} satisfies SectionBanner;
