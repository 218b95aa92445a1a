import { useState } from 'react';
import type { VentureBanner } from '@group/shared/contract';
import { EmptyState, SkeletonCard } from '@group/shared/ui';
import { VentureCard } from './venture-card';
import styles from './ventures-accordion.module.css';

/** SPEC §2: four placeholders while the ventures load. */
export const ACCORDION_PLACEHOLDERS = 4;

export type VenturesAccordionProps = {
  ventures: readonly VentureBanner[] | undefined;
  loading: boolean;
};

/**
 * Section 02's cards. Above 991 px one card is expanded at a time (the first at start); hovering
 * a card or moving keyboard focus onto it expands it, so keyboard visitors see what mouse users
 * see. At or below 991 px every card is shown in full, one under another. Which of the two the
 * visitor sees is decided by the stylesheet's media queries, not by script: the server's page is
 * right at every width, and nothing renders again when the page comes to life on a phone.
 */
export function VenturesAccordion({ ventures, loading }: VenturesAccordionProps) {
  const [active, setActive] = useState(0);

  if (loading) {
    return (
      <div className={styles.list} data-testid="ventures-placeholders">
        {Array.from({ length: ACCORDION_PLACEHOLDERS }, (_, index) => (
          <SkeletonCard key={index} media={false} lines={0} className={styles.placeholder} />
        ))}
      </div>
    );
  }
  if (!ventures || ventures.length === 0) {
    return <EmptyState message="Our business ventures cannot be shown right now. Please try again later." />;
  }
  return (
    <ul className={styles.list}>
      {ventures.map((venture, index) => (
        <li key={venture._id} className={[styles.item, index === active ? styles.itemExpanded : ''].join(' ')}>
          <VentureCard venture={venture} expanded={index === active} onActivate={() => setActive(index)} />
        </li>
      ))}
    </ul>
  );
}
