import { useCallback, useId, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { ChevronIcon } from './chevron-icon';
import { NavEntryLink } from './nav-entry-link';
import type { NavGroupEntry } from './nav-model';
import type { DismissReason } from './use-dismiss';
import { useDismiss } from './use-dismiss';
import styles from './nav-dropdown.module.css';

export type NavDropdownProps = {
  group: NavGroupEntry;
  open: boolean;
  onToggle: () => void;
  onClose: () => void;
};

/** A click-to-open dropdown of the desktop bar; Escape returns focus to its toggle. */
export function NavDropdown({ group, open, onToggle, onClose }: NavDropdownProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const { pathname } = useLocation();
  const containsCurrentPage = group.items.some((item) => !item.external && item.to === pathname);

  const dismiss = useCallback(
    (reason: DismissReason) => {
      onClose();
      if (reason === 'escape') toggleRef.current?.focus();
    },
    [onClose],
  );
  useDismiss(open, containerRef, dismiss);

  return (
    <div ref={containerRef} className={styles.dropdown}>
      <button
        ref={toggleRef}
        type="button"
        className={[styles.toggle, containsCurrentPage ? styles.current : undefined].filter(Boolean).join(' ')}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={onToggle}
      >
        {group.label}
        <ChevronIcon className={styles.chevron} />
      </button>
      <ul id={menuId} className={styles.menu} hidden={!open}>
        {group.items.map((item) => (
          <li key={`${item.to}|${item.label}`}>
            <NavEntryLink entry={item} className={styles.item} activeClassName={styles.active} />
          </li>
        ))}
      </ul>
    </div>
  );
}
