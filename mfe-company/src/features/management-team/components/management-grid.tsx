import type { ManagementMember } from '@group/shared/contract';
import { ManagementCard } from './management-card';
import styles from './management-grid.module.css';

export type ManagementGridProps = {
  members: readonly ManagementMember[];
};

const keyOf = (member: ManagementMember, index: number) => `management-member-${member._id ?? index}`;

/** The people of the management team; one profile open at a time (see ManagementCard). */
export function ManagementGrid({ members }: ManagementGridProps) {
  return (
    <ul className={styles.grid} aria-label="Management team">
      {members.map((member, index) => (
        <ManagementCard key={keyOf(member, index)} member={member} />
      ))}
    </ul>
  );
}
