import { firstMediaUrl } from '@group/shared/contract';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { VentureBanner } from '@group/shared/contract';
import { imageUrl } from '@group/shared/config';
import { paths } from '@group/shared/routes';
import { ArrowIcon, ResponsiveImage, SafeHtml } from '@group/shared/ui';
import styles from './ventures-accordion.module.css';

/** The demo's accordion images: tall on desktop, wide on mobile. */
const DESKTOP_SIZE = { width: 960, height: 1080 };
const MOBILE_SIZE = { width: 768, height: 420 };

export type VentureCardProps = {
  venture: VentureBanner;
  /** At or below 991 px the cards are stacked and always fully shown. */
  stacked: boolean;
  expanded: boolean;
  /** Hover or keyboard focus: this card becomes the expanded one. */
  onActivate: () => void;
};

/** One venture of the accordion, linking to its detail page. */
export function VentureCard({ venture, stacked, expanded, onActivate }: VentureCardProps) {
  const titleId = useId();
  const lineId = useId();
  const exploreId = useId();
  const size = stacked ? MOBILE_SIZE : DESKTOP_SIZE;
  const classes = [styles.card, expanded ? styles.expanded : ''].filter(Boolean).join(' ');
  return (
    <Link
      to={paths.businessVenture(venture.category.slug)}
      className={classes}
      data-expanded={stacked ? undefined : String(expanded)}
      // Named by the text it shows, in its order (WCAG 2.5.3), not by its image's alt text first.
      aria-labelledby={[titleId, venture.featured_line ? lineId : '', exploreId].filter(Boolean).join(' ')}
      onMouseEnter={onActivate}
      onFocus={onActivate}
    >
      <ResponsiveImage
        sizes="(max-width: 991px) 100vw, 50vw"
        maxWidth={size.width}
        className={styles.image}
        src={imageUrl(stacked ? firstMediaUrl(venture.accordion_mobile_banner, venture.accordion_desktop_banner) : firstMediaUrl(venture.accordion_desktop_banner, venture.accordion_mobile_banner))}
        alt={venture.alt_tag_accordian}
        width={size.width}
        height={size.height}
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
