import { ArtDirectedImage } from '../media-image';
import { SafeHtml } from '../safe-html/safe-html';
import { Breadcrumbs } from './breadcrumbs';
import type { BreadcrumbsProps } from './breadcrumbs';
import styles from './banner.module.css';

/** SPEC §9: banner images are 1920 by 520. */
export const BANNER_WIDTH = 1920;
export const BANNER_HEIGHT = 520;

export type BannerProps = {
  /**
   * Full image addresses (use `imageUrl()` for a backend field). Either falls back to the other;
   * with neither, the banner keeps its space without an image.
   */
  desktopSrc?: string;
  mobileSrc?: string;
  alt: string;
  /** May contain markup. */
  heading?: string;
  breadcrumbs?: BreadcrumbsProps;
  /** The mobile image is used up to this width in px (767 on most pages, 600 on some). */
  breakpoint?: number;
  /** The mobile image's own size, so its space is reserved before it loads. */
  mobileWidth?: number;
  mobileHeight?: number;
  className?: string;
};

/**
 * The page banner. Width and height on the image and on the mobile source reserve the space
 * before the image arrives, so nothing below it moves. It is the largest thing above the fold:
 * fetched first and never lazily.
 */
export function Banner({
  desktopSrc,
  mobileSrc,
  alt,
  heading,
  breadcrumbs,
  breakpoint = 767,
  mobileWidth = 768,
  mobileHeight = 520,
  className,
}: BannerProps) {
  return (
    <section className={[styles.banner, className].filter(Boolean).join(' ')}>
      <ArtDirectedImage
        pictureClassName={styles.picture}
        className={styles.image}
        desktopSrc={desktopSrc}
        mobileSrc={mobileSrc}
        breakpoint={breakpoint}
        desktopSize={{ width: BANNER_WIDTH, height: BANNER_HEIGHT }}
        mobileSize={{ width: mobileWidth, height: mobileHeight }}
        alt={alt}
        fetchPriority="high"
        loading="eager"
        decoding="async"
      />
      {heading || breadcrumbs ? (
        <div className={styles.overlay}>
          <div className={styles.inner}>
            {breadcrumbs ? <Breadcrumbs {...breadcrumbs} /> : null}
            {heading ? <SafeHtml as="h1" className={styles.heading} html={heading} /> : null}
          </div>
        </div>
      ) : null}
    </section>
  );
}
