import type { HomeContent, VentureBanner } from '@group/shared/contract';
import { SafeHtml, Skeleton } from '@group/shared/ui';
import { VenturesAccordion } from './ventures-accordion';
import styles from './home-section.module.css';

/** Shown when the section text did not come back; the cards still carry the section. */
const FALLBACK_HEADING = 'Business Ventures';

export type VenturesSectionProps = {
  intro: HomeContent['section2'] | undefined;
  introLoading: boolean;
  ventures: readonly VentureBanner[] | undefined;
  venturesLoading: boolean;
};

/** Section 02: the heading and description from /homepage, then the ventures accordion. */
export function VenturesSection({ intro, introLoading, ventures, venturesLoading }: VenturesSectionProps) {
  return (
    <section className={styles.section} aria-labelledby="home-ventures-heading">
      <div className={styles.inner}>
        <header className={styles.header}>
          {introLoading ? (
            <Skeleton shape="text" width="40%" height="2rem" />
          ) : (
            <h2 id="home-ventures-heading" className={styles.heading}>
              {intro?.heading ?? FALLBACK_HEADING}
            </h2>
          )}
          {intro?.description ? <SafeHtml className={styles.description} html={intro.description} /> : null}
        </header>
        <VenturesAccordion ventures={ventures} loading={venturesLoading} />
      </div>
    </section>
  );
}
