import type { HomeBanner } from '@group/shared/contract';
import { Carousel } from '@group/shared/ui';
import { BannerSlide } from './banner-slide';
import styles from './banner-slider.module.css';

/** SPEC §9: the home banner moves on every 6 s. */
export const HOME_BANNER_AUTOPLAY_MS = 6000;

export type BannerSliderProps = {
  /** Undefined while the banner load is pending. */
  banners: readonly HomeBanner[] | undefined;
  loading: boolean;
  /** Keeps the slider still on its first slide (the page is under a dialog). */
  held?: boolean;
};

const bannerKey = (banner: HomeBanner, index: number) => banner._id ?? index;

/**
 * The home banner slider: autoplay 6 s, looping, arrows; autoplay pauses while the tab is hidden
 * (the kit's Carousel). While the banners load, a box of the banner's size holds the place so
 * nothing below moves when the image arrives.
 */
export function BannerSlider({ banners, loading, held = false }: BannerSliderProps) {
  if (loading) return <div className={`${styles.slider} ${styles.frame} ${styles.placeholder}`} aria-hidden="true" />;
  if (!banners || banners.length === 0) return null;
  return (
    <Carousel
      label="Highlights"
      className={styles.slider}
      items={banners}
      getKey={bannerKey}
      autoplay
      held={held}
      autoplayDelay={HOME_BANNER_AUTOPLAY_MS}
      loop={banners.length > 1}
      arrows
      renderSlide={(banner, index) => <BannerSlide banner={banner} first={index === 0} />}
    />
  );
}
