import { useId, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { ChevronIcon } from './chevron-icon';
import { NavEntryLink } from './nav-entry-link';
import type { NavGroupEntry } from './nav-model';
import { usePopoverClosing } from './use-popover-closing';
import styles from './nav-dropdown.module.css';

export type NavDropdownProps = { group: NavGroupEntry };

/**
 * A click-to-open dropdown of the desktop bar. Its list is a popover its toggle opens, so it works
 * from the first paint, before any script: the browser closes it on Escape (focus goes back to
 * the toggle) and on a click outside, keeps one dropdown open at a time, and tells assistive
 * technology whether it is expanded.
 */
export function NavDropdown({ group }: NavDropdownProps) {
  const menuRef = useRef<HTMLUListElement>(null);
  const closeWhenFocusLeaves = usePopoverClosing(menuRef);
  const menuId = useId();
  const { pathname } = useLocation();
  const containsCurrentPage = group.items.some((item) => !item.external && item.to === pathname);
  // The list sits in the top layer, outside the bar's layout: it is placed under its own toggle.
  const anchorName = `--nav-${group.id}`;

  return (
    <div className={styles.dropdown} onBlur={closeWhenFocusLeaves}>
      <button
        type="button"
        className={[styles.toggle, containsCurrentPage ? styles.current : undefined].filter(Boolean).join(' ')}
        popoverTarget={menuId}
        style={{ anchorName }}
      >
        {group.label}
        <ChevronIcon className={styles.chevron} />
      </button>
      <ul ref={menuRef} id={menuId} className={styles.menu} popover="auto" style={{ positionAnchor: anchorName }}>
        {group.items.map((item) => (
          <li key={`${item.to}|${item.label}`}>
            <NavEntryLink entry={item} className={styles.item} activeClassName={styles.active} />
          </li>
        ))}
      </ul>
    </div>
  );
}
