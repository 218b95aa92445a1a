import type { HomeContent } from '@group/shared/contract';
import { ContentSection, Skeleton } from '@group/shared/ui';
import styles from './about-section.module.css';

export type AboutSectionProps = {
  section: HomeContent['section1'] | undefined;
  loading: boolean;
};

/** Section 01: heading, title, description (markup, sanitized by the kit) and an optional CTA. */
export function AboutSection({ section, loading }: AboutSectionProps) {
  if (loading) {
    return (
      <div className={styles.placeholder} aria-hidden="true">
        <Skeleton shape="text" width="30%" height="2rem" />
        <div className={styles.lines}>
          <Skeleton shape="text" height="1.75rem" />
          <Skeleton shape="text" />
          <Skeleton shape="text" />
          <Skeleton shape="text" width="70%" />
        </div>
      </div>
    );
  }
  if (!section) return null;
  return (
    <ContentSection
      id="about"
      leftHeading={section.heading}
      rightHeading={section.title}
      desc={section.description}
      cta={section.cta_link}
      ctaText={section.cta_text}
    />
  );
}
