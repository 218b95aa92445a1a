import { useId } from 'react';
import { ChevronIcon } from './chevron-icon';
import { NavEntryLink } from './nav-entry-link';
import type { NavGroupEntry } from './nav-model';
import styles from './mobile-menu.module.css';

export type MobileNavGroupProps = {
  group: NavGroupEntry;
  expanded: boolean;
  onToggle: () => void;
};

/** A dropdown group of the main navigation shown as an expandable section of the mobile menu. */
export function MobileNavGroup({ group, expanded, onToggle }: MobileNavGroupProps) {
  const listId = useId();
  return (
    <>
      <button
        type="button"
        className={styles.groupToggle}
        aria-expanded={expanded}
        aria-controls={listId}
        onClick={onToggle}
      >
        {group.label}
        <ChevronIcon className={styles.chevron} />
      </button>
      <ul id={listId} className={styles.groupList} hidden={!expanded}>
        {group.items.map((item) => (
          <li key={`${item.to}|${item.label}`}>
            <NavEntryLink entry={item} className={styles.groupLink} activeClassName={styles.active} />
          </li>
        ))}
      </ul>
    </>
  );
}
