import { useId, useRef } from 'react';
import { VisuallyHidden } from '@group/shared/ui';
import { MobileNavGroup } from './mobile-nav-group';
import { NavEntryLink } from './nav-entry-link';
import type { NavEntry, NavLinkEntry } from './nav-model';
import { usePopoverClosing } from './use-popover-closing';
import styles from './mobile-menu.module.css';

export type MobileMenuProps = {
  entries: NavEntry[];
  contactEntry: NavLinkEntry;
};

/**
 * The hamburger menu for screens below 1024 px (CSS hides it above). Its panel is a popover the
 * hamburger opens, so it works before any script: the browser closes it on Escape (focus goes
 * back to the hamburger) and on a tap outside it, and CSS locks the page's scroll while it is
 * open. Once React runs it also closes on a route change and when focus leaves it.
 */
export function MobileMenu({ entries, contactEntry }: MobileMenuProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const closeWhenFocusLeaves = usePopoverClosing(panelRef);
  const panelId = useId();
  const groupsName = useId();

  return (
    <div className={styles.mobile} onBlur={closeWhenFocusLeaves}>
      <button type="button" className={styles.hamburger} popoverTarget={panelId}>
        <span className={styles.bar} aria-hidden="true" />
        <span className={styles.bar} aria-hidden="true" />
        <span className={styles.bar} aria-hidden="true" />
        {/* CSS keeps the one that says what a press does, with no script to swap a label. */}
        <span className={styles.openLabel}>
          <VisuallyHidden>Open menu</VisuallyHidden>
        </span>
        <span className={styles.closeLabel}>
          <VisuallyHidden>Close menu</VisuallyHidden>
        </span>
      </button>
      <div ref={panelRef} id={panelId} className={styles.panel} popover="auto">
        <nav aria-label="Menu">
          <ul className={styles.list}>
            {entries.map((entry) =>
              entry.kind === 'group' ? (
                <li key={entry.id}>
                  <MobileNavGroup group={entry} exclusiveName={groupsName} />
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
