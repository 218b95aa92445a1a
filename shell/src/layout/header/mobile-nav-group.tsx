import { ChevronIcon } from './chevron-icon';
import { NavEntryLink } from './nav-entry-link';
import type { NavGroupEntry } from './nav-model';
import styles from './mobile-menu.module.css';

export type MobileNavGroupProps = {
  group: NavGroupEntry;
  /** Groups sharing it form an exclusive accordion: opening one closes the others. */
  exclusiveName: string;
};

/**
 * A dropdown group of the main navigation shown as an expandable section of the mobile menu: a
 * native disclosure, so it expands before any script. Its open state is the browser's alone (a
 * visitor may have changed it before hydration, hence no warning about it).
 */
export function MobileNavGroup({ group, exclusiveName }: MobileNavGroupProps) {
  return (
    <details name={exclusiveName} className={styles.group} suppressHydrationWarning>
      <summary className={styles.groupToggle}>
        {group.label}
        <ChevronIcon className={styles.chevron} />
      </summary>
      <ul className={styles.groupList}>
        {group.items.map((item) => (
          <li key={`${item.to}|${item.label}`}>
            <NavEntryLink entry={item} className={styles.groupLink} activeClassName={styles.active} />
          </li>
        ))}
      </ul>
    </details>
  );
}
