import { CtaLink } from '../cta-link/cta-link';
import { ResponsiveImage } from '../media-image';
import { SafeHtml } from '../safe-html/safe-html';
import styles from './content-section.module.css';

export type NewsContentSectionProps = {
  leftHeading: string;
  rightHeading?: string;
  /** One markup block (a news item's description). */
  desc?: string;
  /** Several markup paragraphs, shown in order after `desc`. */
  multiDesc?: readonly string[];
  newsData?: { innerContent?: readonly string[] };
  /** Full image address. */
  img?: string;
  alt?: string;
  /** When given, a "Read More" link opens it in a new tab. */
  newsInnerCtaLink?: string;
  id?: string;
  className?: string;
};

const READ_MORE = 'Read More';

/**
 * The news variant of the content section: several paragraphs, the backend's paragraph styles and
 * bold replaced by the site's own, and an optional external "Read More" link.
 */
export function NewsContentSection({
  leftHeading,
  rightHeading,
  desc,
  multiDesc = [],
  newsData,
  img,
  alt = '',
  newsInnerCtaLink,
  id,
  className,
}: NewsContentSectionProps) {
  const paragraphs = [...multiDesc, ...(newsData?.innerContent ?? [])].filter((text) => text.trim() !== '');
  return (
    <section id={id} className={[styles.section, styles.dark, styles.news, className].filter(Boolean).join(' ')}>
      <div className={styles.inner}>
        <SafeHtml as="h2" className={styles.leftHeading} html={leftHeading} />
        <div className={styles.body}>
          {rightHeading ? <SafeHtml as="h3" className={styles.rightHeading} html={rightHeading} /> : null}
          {img ? <ResponsiveImage className={styles.newsImage} src={img} alt={alt} sizes="(max-width: 991px) 100vw, 800px" maxWidth={800} decoding="async" /> : null}
          {desc ? <SafeHtml className={styles.desc} html={desc} /> : null}
          {paragraphs.map((text, index) => (
            <SafeHtml key={index} className={styles.desc} html={text} />
          ))}
          {newsInnerCtaLink ? (
            <CtaLink href={newsInnerCtaLink} label={READ_MORE} variant="dark" external className={styles.cta} />
          ) : null}
        </div>
      </div>
    </section>
  );
}
