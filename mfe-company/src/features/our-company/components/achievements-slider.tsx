import type { Achievement } from '@group/shared/contract';
import { useSiteUrls } from '@group/shared/runtime';
import { Carousel, ResponsiveImage, SafeHtml, SkeletonCard } from '@group/shared/ui';
import { ACHIEVEMENTS_AUTOPLAY_DELAY, ACHIEVEMENTS_BREAKPOINTS, ACHIEVEMENTS_PLACEHOLDERS } from './achievements-layout';
import styles from './achievements-slider.module.css';
import { SectionFrame } from './section-frame';

export type AchievementsSliderProps = {
  /** Markup; undefined until the page content arrives. */
  heading: string | undefined;
  headingLoading: boolean;
  loading: boolean;
  achievements: readonly Achievement[] | undefined;
};

function AchievementSlide({ achievement }: { achievement: Achievement }) {
  const { imageUrl } = useSiteUrls();
  return (
    <figure className={styles.slide}>
      <ResponsiveImage
        sizes="(max-width: 767px) 100vw, (max-width: 991px) 50vw, 413px"
        maxWidth={600}
        className={styles.image}
        src={imageUrl(achievement.image?.url)}
        alt={achievement.image?.name ?? ''}
        width={600}
        height={400}
        loading="lazy"
        decoding="async"
      />
      <SafeHtml as="figcaption" className={styles.caption} html={achievement.content} />
    </figure>
  );
}

const achievementKey = (achievement: Achievement, index: number) => achievement._id ?? index;

/** Awards and recognition: a looping slider that moves on its own, with arrows. */
export function AchievementsSlider({ heading, headingLoading, loading, achievements }: AchievementsSliderProps) {
  if (!loading && !achievements?.length) return null;
  return (
    <SectionFrame id="achievements" heading={heading} headingLoading={headingLoading}>
      {loading ? (
        // As many as the slider shows side by side at this width (the stylesheet hides the rest).
        <div className={styles.placeholders} data-testid="achievements-placeholder">
          {Array.from({ length: ACHIEVEMENTS_PLACEHOLDERS }, (_, index) => (
            <SkeletonCard key={index} lines={2} />
          ))}
        </div>
      ) : (
        <Carousel
          label="Achievements"
          items={achievements ?? []}
          getKey={achievementKey}
          renderSlide={(achievement) => <AchievementSlide achievement={achievement} />}
          slidesPerView={1}
          spaceBetween={16}
          breakpoints={ACHIEVEMENTS_BREAKPOINTS}
          autoplay
          autoplayDelay={ACHIEVEMENTS_AUTOPLAY_DELAY}
          loop
          arrows
          slideClassName={styles.slideFrame}
        />
      )}
    </SectionFrame>
  );
}
