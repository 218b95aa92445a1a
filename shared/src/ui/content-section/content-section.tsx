import { CtaLink } from '../cta-link/cta-link';
import { ResponsiveImage } from '../media-image';
import { SafeHtml } from '../safe-html/safe-html';
import { StaticMarkup } from '../static-markup/static-markup';
import styles from './content-section.module.css';

export type ContentSectionProps = {
  /** May contain markup, as every text of this section. */
  leftHeading: string;
  rightHeading?: string;
  desc?: string;
  /** Full image address (use `imageUrl()` for a backend field). */
  img?: string;
  alt?: string;
  /** Route or web address; see `resolveCta`. Shown when `ctaText` is given. */
  cta?: string;
  ctaText?: string;
  /** `dark`: dark text on a light background (default); `light`: light text on the brand colour. */
  variant?: 'light' | 'dark';
  id?: string;
  className?: string;
};

/**
 * SPEC §2's shared content section: left heading; right heading, description, image and CTA.
 * Nothing in it needs script: a page the server rendered keeps it out of hydration.
 */
export function ContentSection({
  leftHeading,
  rightHeading,
  desc,
  img,
  alt = '',
  cta,
  ctaText,
  variant = 'dark',
  id,
  className,
}: ContentSectionProps) {
  return (
    <StaticMarkup
      as="section"
      id={id}
      className={[styles.section, styles[variant], className].filter(Boolean).join(' ')}
      deps={[leftHeading, rightHeading, desc, img, alt, cta, ctaText, variant]}
    >
      <div className={styles.inner}>
        <SafeHtml as="h2" className={styles.leftHeading} html={leftHeading} />
        <div className={styles.body}>
          {rightHeading ? <SafeHtml as="h3" className={styles.rightHeading} html={rightHeading} /> : null}
          {desc ? <SafeHtml className={styles.desc} html={desc} /> : null}
          {ctaText ? <CtaLink href={cta} label={ctaText} variant={variant} className={styles.cta} /> : null}
        </div>
      </div>
      {img ? (
        <div className={styles.media}>
          <ResponsiveImage className={styles.image} src={img} alt={alt} sizes="100vw" loading="lazy" decoding="async" />
        </div>
      ) : null}
    </StaticMarkup>
  );
}
