import { useCallback, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { MobileNavGroup } from './mobile-nav-group';
import { NavEntryLink } from './nav-entry-link';
import type { NavEntry, NavLinkEntry } from './nav-model';
import { useBodyScrollLock } from './use-body-scroll-lock';
import type { DismissReason } from './use-dismiss';
import { useDismiss } from './use-dismiss';
import { useMediaQuery } from '@group/shared/ui';
import styles from './mobile-menu.module.css';

export type MobileMenuProps = {
  entries: NavEntry[];
  contactEntry: NavLinkEntry;
};

/**
 * The hamburger menu for screens below 1024 px (CSS hides it above). While open the page behind
 * cannot scroll; it closes on a route change, on Escape and when the window widens to the bar.
 */
export function MobileMenu({ entries, contactEntry }: MobileMenuProps) {
  const location = useLocation();
  const isWide = useMediaQuery('(min-width: 1024px)');
  // The menu is open only on the location it was opened on: any navigation closes it.
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  const open = openedAt === location.key && !isWide;
  const [expandedGroup, setExpandedGroup] = useState<string | null>(null);
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useBodyScrollLock(open);
  const dismiss = useCallback((reason: DismissReason) => {
    setOpenedAt(null);
    if (reason === 'escape') buttonRef.current?.focus();
  }, []);
  useDismiss(open, containerRef, dismiss);

  return (
    <div ref={containerRef} className={styles.mobile}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.hamburger}
        aria-label={open ? 'Close menu' : 'Open menu'}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpenedAt(open ? null : location.key)}
      >
        <span className={styles.bar} aria-hidden="true" />
        <span className={styles.bar} aria-hidden="true" />
        <span className={styles.bar} aria-hidden="true" />
      </button>
      <div id={panelId} className={styles.panel} hidden={!open}>
        <nav aria-label="Menu">
          <ul className={styles.list}>
            {entries.map((entry) =>
              entry.kind === 'group' ? (
                <li key={entry.id}>
                  <MobileNavGroup
                    group={entry}
                    expanded={expandedGroup === entry.id}
                    onToggle={() => setExpandedGroup(expandedGroup === entry.id ? null : entry.id)}
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
        <NavEntryLink entry={contactEntry} className={styles.contact} />
      </div>
    </div>
  );
}
