import type { HomeBanner } from '@group/shared/contract';
import { firstMediaUrl } from '@group/shared/records';
import { useSiteUrls } from '@group/shared/runtime';
import { ArtDirectedImage, CtaLink, SafeHtml } from '@group/shared/ui';
import styles from './banner-slider.module.css';

/** SPEC §2: the mobile image is used up to 767 px. */
export const HOME_BANNER_MOBILE_MAX_WIDTH = 767;
/** SPEC §9: the desktop banner is 1920 by 520; the demo's mobile banner is 768 by 520. */
const DESKTOP_SIZE = { width: 1920, height: 520 };
const MOBILE_SIZE = { width: 768, height: 520 };

export type BannerSlideProps = {
  banner: HomeBanner;
  /** The first slide is the page's largest paint: fetched at once and first. */
  first: boolean;
};

/**
 * One slide: the desktop or mobile image, the title and description (markup) and an optional CTA.
 * The browser picks the image by the viewport's width from the markup itself, so the server's
 * page requests the right one at once, before any script runs.
 */
export function BannerSlide({ banner, first }: BannerSlideProps) {
  const { imageUrl } = useSiteUrls();
  return (
    <div className={styles.frame}>
      <ArtDirectedImage
        className={styles.image}
        desktopSrc={imageUrl(firstMediaUrl(banner.desktop_banner, banner.mobile_banner))}
        mobileSrc={imageUrl(firstMediaUrl(banner.mobile_banner, banner.desktop_banner))}
        breakpoint={HOME_BANNER_MOBILE_MAX_WIDTH}
        desktopSize={DESKTOP_SIZE}
        mobileSize={MOBILE_SIZE}
        alt={banner.alt_tag}
        loading={first ? 'eager' : 'lazy'}
        fetchPriority={first ? 'high' : 'low'}
        decoding={first ? 'sync' : 'async'}
      />
      <div className={styles.overlay}>
        <div className={styles.inner}>
          <div className={styles.copy}>
            <SafeHtml as="h2" className={styles.title} html={banner.title} />
            {banner.description ? <SafeHtml className={styles.description} html={banner.description} /> : null}
            {banner.cta_text ? (
              <CtaLink href={banner.cta} label={banner.cta_text} variant="light" className={styles.cta} />
            ) : null}
          </div>
        </div>
      </div>
    </div>
  );
}
