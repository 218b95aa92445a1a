import type { ManagementMember } from '@group/shared/contract';
import { useExpandedCard } from '../hooks/use-expanded-card';
import { ManagementCard } from './management-card';
import styles from './management-grid.module.css';

export type ManagementGridProps = {
  members: readonly ManagementMember[];
};

const cardIdOf = (member: ManagementMember, index: number) => `management-member-${member._id ?? index}`;

/** The people of the management team; one profile open at a time. */
export function ManagementGrid({ members }: ManagementGridProps) {
  const { expandedId, toggle, collapse } = useExpandedCard();
  return (
    <ul className={styles.grid} aria-label="Management team">
      {members.map((member, index) => {
        const cardId = cardIdOf(member, index);
        return (
          <ManagementCard
            key={cardId}
            member={member}
            cardId={cardId}
            expanded={expandedId === cardId}
            inactive={expandedId !== null && expandedId !== cardId}
            onToggle={toggle}
            onClose={collapse}
          />
        );
      })}
    </ul>
  );
}
