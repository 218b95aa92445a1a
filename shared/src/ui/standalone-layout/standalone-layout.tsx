import { NavLink, Outlet, useLocation } from 'react-router-dom';
import { useEffect } from 'react';
import { siteStore, useSiteStore } from '../../store';
import styles from './standalone-layout.module.css';

export type StandaloneLink = { to: string; label: string };
export type StandaloneLayoutProps = { name: string; links: readonly StandaloneLink[] };

/**
 * Only for running a remote on its own (`pnpm --filter <remote> dev`). In the composed site
 * the shell's header, footer and toast host surround the pages instead.
 */
export function StandaloneLayout({ name, links }: StandaloneLayoutProps) {
  const toasts = useSiteStore((state) => state.toasts);
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return (
    <div className={`site-root ${styles.layout}`}>
      <header className={styles.header}>
        <strong>{name}</strong>
        <nav className={styles.nav} aria-label={name}>
          {links.map((link) => (
            <NavLink key={link.to} to={link.to} end>
              {link.label}
            </NavLink>
          ))}
        </nav>
      </header>
      <main>
        <Outlet />
      </main>
      <ul className={styles.toasts} aria-live="polite">
        {toasts.map((toast) => (
          <li key={toast.id}>
            <button type="button" className={styles.toast} onClick={() => siteStore.getState().removeToast(toast.id)}>
              {toast.message}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
