import type { HomeStat } from '@group/shared/contract';
import { Carousel, SkeletonCard, VisuallyHidden } from '@group/shared/ui';
import type { CarouselBreakpoints } from '@group/shared/ui';
import { StatCard } from './stat-card';
import { StaticCounters } from './static-counters';
import styles from './stats-strip.module.css';

/** SPEC §9: the strip scrolls continuously, one slide per 6000 ms, with no pause between slides. */
export const STATS_SPEED_MS = 6000;
/** SPEC §2: three placeholders while the counters load. */
export const STATS_PLACEHOLDERS = 3;

/** More counters side by side as the viewport widens (min-width keys, SPEC §9's breakpoints). */
const STATS_BREAKPOINTS: CarouselBreakpoints = {
  768: { slidesPerView: 3, spaceBetween: 24 },
  992: { slidesPerView: 4, spaceBetween: 32 },
  1200: { slidesPerView: 5, spaceBetween: 32 },
};

export type StatsStripProps = {
  stats: readonly HomeStat[] | undefined;
  loading: boolean;
  /** Keeps the strip still (the page is under a dialog). */
  held?: boolean;
};

const statKey = (stat: HomeStat, index: number) => stat._id ?? index;

/**
 * The counters band: the static counters, then the backend's counters scrolling without stop.
 * The kit's Carousel stops the motion under prefers-reduced-motion and while the tab is hidden,
 * and gives the visitor a pause button.
 */
export function StatsStrip({ stats, loading, held = false }: StatsStripProps) {
  return (
    <section className={styles.band} aria-labelledby="home-stats-heading">
      <div className={styles.inner}>
        <VisuallyHidden as="h2" id="home-stats-heading">
          The group in numbers
        </VisuallyHidden>
        <StaticCounters />
        {loading ? (
          <div className={styles.placeholders} data-testid="stats-placeholders">
            {Array.from({ length: STATS_PLACEHOLDERS }, (_, index) => (
              <SkeletonCard key={index} media={false} lines={2} className={styles.placeholder} />
            ))}
          </div>
        ) : stats && stats.length > 0 ? (
          <Carousel
            label="Our numbers"
            className={styles.strip}
            items={stats}
            getKey={statKey}
            continuous
            held={held}
            speed={STATS_SPEED_MS}
            slidesPerView={2}
            spaceBetween={16}
            breakpoints={STATS_BREAKPOINTS}
            renderSlide={(stat) => <StatCard stat={stat} />}
          />
        ) : null}
      </div>
    </section>
  );
}
