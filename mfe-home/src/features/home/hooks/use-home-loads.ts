import type { HomeBanner, HomeContent, HomeStat, NewsCategory, PageMeta, VentureBanner } from '@group/shared/contract';
import { homeQueries } from '../api/home-queries';
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
 * SPEC §4's six home loads, independent of each other: each section renders as soon as its own
 * data is in (the banner above all), whatever the others are doing.
 */
export function useHomeLoads(): HomeLoads {
  const banner = useTrackedLoad(homeQueries.banner);
  const stats = useTrackedLoad(homeQueries.stats);
  const section = useTrackedLoad(homeQueries.section);
  const accordion = useTrackedLoad(homeQueries.accordion);
  const news = useTrackedLoad(homeQueries.news);
  const meta = useTrackedLoad(homeQueries.meta);
  const contentFinished = [banner, stats, section, accordion, news].every((load) => load.finished);
  return { banner, stats, section, accordion, news, meta, contentFinished };
}
