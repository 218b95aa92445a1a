import { useCallback, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { NavDropdown } from './nav-dropdown';
import { NavEntryLink } from './nav-entry-link';
import type { NavEntry } from './nav-model';
import styles from './desktop-nav.module.css';

export type DesktopNavProps = {
  entries: NavEntry[];
};

/** Which dropdown is open, remembered with the location it was opened on. */
type OpenGroup = { id: string; locationKey: string };

/** The navigation bar for wide screens; CSS hides it below 1024 px. At most one dropdown is open. */
export function DesktopNav({ entries }: DesktopNavProps) {
  const location = useLocation();
  const [openGroup, setOpenGroup] = useState<OpenGroup | null>(null);
  // Navigating gives a new location key, so any dropdown closes on a route change without an effect.
  const openId = openGroup?.locationKey === location.key ? openGroup.id : null;
  const close = useCallback(() => setOpenGroup(null), []);

  return (
    <nav aria-label="Main" className={styles.nav}>
      <ul className={styles.list}>
        {entries.map((entry) =>
          entry.kind === 'group' ? (
            <li key={entry.id}>
              <NavDropdown
                group={entry}
                open={openId === entry.id}
                onToggle={() => setOpenGroup(openId === entry.id ? null : { id: entry.id, locationKey: location.key })}
                onClose={close}
              />
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
