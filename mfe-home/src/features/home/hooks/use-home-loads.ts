import type { HomeBanner, HomeContent, HomeStat, NewsCategory, PageMeta, VentureBanner } from '@group/shared/contract';
import { getHomeBanners } from '../api/get-home-banners';
import { getHomeContent } from '../api/get-home-content';
import { getHomeMeta } from '../api/get-home-meta';
import { getHomeStats } from '../api/get-home-stats';
import { getNewsCategories } from '../api/get-news-categories';
import { getVentureBanners } from '../api/get-venture-banners';
import { useTrackedLoad } from './use-tracked-load';
import type { TrackedLoad } from './use-tracked-load';

export type HomeLoads = {
  banner: TrackedLoad<HomeBanner[]>;
  stats: TrackedLoad<HomeStat[]>;
  section: TrackedLoad<HomeContent>;
  accordion: TrackedLoad<VentureBanner[]>;
  news: TrackedLoad<NewsCategory[]>;
  meta: TrackedLoad<PageMeta>;
  /** The five content loads (all but meta) have finished: the full-page loader may go. */
  contentFinished: boolean;
};

/**
 * SPEC §4's six home loads, started together and independent of each other: each section
 * renders as soon as its own data is in (the banner above all), whatever the others are doing.
 */
export function useHomeLoads(): HomeLoads {
  const banner = useTrackedLoad('banner', getHomeBanners);
  const stats = useTrackedLoad('stats', getHomeStats);
  const section = useTrackedLoad('section', getHomeContent);
  const accordion = useTrackedLoad('accordion', getVentureBanners);
  const news = useTrackedLoad('news', getNewsCategories);
  const meta = useTrackedLoad('meta', getHomeMeta);
  const contentFinished = [banner, stats, section, accordion, news].every((load) => load.finished);
  return { banner, stats, section, accordion, news, meta, contentFinished };
}
