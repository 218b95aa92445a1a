import { NavDropdown } from './nav-dropdown';
import { NavEntryLink } from './nav-entry-link';
import type { NavEntry } from './nav-model';
import styles from './desktop-nav.module.css';

export type DesktopNavProps = {
  entries: NavEntry[];
};

/** The navigation bar for wide screens; CSS hides it below 1024 px. */
export function DesktopNav({ entries }: DesktopNavProps) {
  return (
    <nav aria-label="Main" className={styles.nav}>
      <ul className={styles.list}>
        {entries.map((entry) =>
          entry.kind === 'group' ? (
            <li key={entry.id}>
              <NavDropdown group={entry} />
            </li>
          ) : (
            <li key={entry.to}>
              <NavEntryLink entry={entry} className={styles.link} activeClassName={styles.active} />
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}
