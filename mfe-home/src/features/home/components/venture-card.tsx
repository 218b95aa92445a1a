import { firstMediaUrl } from '@group/shared/records';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { VentureBanner } from '@group/shared/contract';
import { useSiteUrls } from '@group/shared/runtime';
import { paths } from '@group/shared/routes';
import { ArrowIcon, ArtDirectedImage, SafeHtml } from '@group/shared/ui';
import styles from './ventures-accordion.module.css';

/**
 * SPEC §9: above 991 px the cards form an accordion; at or below, they are stacked, each with its
 * mobile image (the stylesheet's media queries say the same).
 */
const ACCORDION_STACKED_MAX_WIDTH = 991;
/** The demo's accordion images: tall on desktop, wide on mobile. */
const DESKTOP_SIZE = { width: 960, height: 1080 };
const MOBILE_SIZE = { width: 768, height: 420 };

export type VentureCardProps = {
  venture: VentureBanner;
  /** The accordion's expanded card (above 991 px; stacked cards are all shown in full). */
  expanded: boolean;
  /** Hover or keyboard focus: this card becomes the expanded one. */
  onActivate: () => void;
};

/** One venture of the accordion, linking to its detail page. */
export function VentureCard({ venture, expanded, onActivate }: VentureCardProps) {
  const { imageUrl } = useSiteUrls();
  const titleId = useId();
  const lineId = useId();
  const exploreId = useId();
  const classes = [styles.card, expanded ? styles.expanded : ''].filter(Boolean).join(' ');
  return (
    <Link
      to={paths.businessVenture(venture.category.slug)}
      className={classes}
      data-expanded={String(expanded)}
      // Named by the text it shows, in its order (WCAG 2.5.3), not by its image's alt text first.
      aria-labelledby={[titleId, venture.featured_line ? lineId : '', exploreId].filter(Boolean).join(' ')}
      onMouseEnter={onActivate}
      onFocus={onActivate}
    >
      <ArtDirectedImage
        className={styles.image}
        desktopSrc={imageUrl(firstMediaUrl(venture.accordion_desktop_banner, venture.accordion_mobile_banner))}
        mobileSrc={imageUrl(firstMediaUrl(venture.accordion_mobile_banner, venture.accordion_desktop_banner))}
        breakpoint={ACCORDION_STACKED_MAX_WIDTH}
        desktopSize={DESKTOP_SIZE}
        mobileSize={MOBILE_SIZE}
        desktopSizes="50vw"
        alt={venture.alt_tag_accordian}
        loading="lazy"
        decoding="async"
      />
      {/* Spaces between the parts, so that read as one text they stay words apart. */}
      <span className={styles.content}>
        <span id={titleId} className={styles.title}>
          {venture.category.title}
        </span>{' '}
        {venture.featured_line ? (
          <>
            <SafeHtml as="span" id={lineId} className={styles.line} html={venture.featured_line} />{' '}
          </>
        ) : null}
        <span id={exploreId} className={styles.explore}>
          Explore <ArrowIcon variant="light" />
        </span>
      </span>
    </Link>
  );
}
