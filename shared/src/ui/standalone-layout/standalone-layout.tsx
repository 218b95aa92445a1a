import { NavLink, Outlet, useLocation } from 'react-router-dom';
import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { readPageConfig } from '../../config';
import { QueryCache, QueryCacheProvider } from '../../data';
import { createSiteRuntime, SiteRuntimeProvider, useApi, useSiteRuntime, useSiteStore } from '../../runtime';
import styles from './standalone-layout.module.css';

/**
 * One query cache per visit of a page, as in the composed site: a page's queries share it, and
 * each visit loads afresh. Loads are left to finish when the visit ends: aborting in an effect's
 * cleanup would also abort the cache still in use when StrictMode runs effects twice.
 */
function VisitCache({ children }: { children: ReactNode }) {
  const api = useApi();
  const [cache] = useState(() => new QueryCache(api));
  return <QueryCacheProvider cache={cache}>{children}</QueryCacheProvider>;
}

export type StandaloneLink = { to: string; label: string };
export type StandaloneLayoutProps = { name: string; links: readonly StandaloneLink[] };

/**
 * Only for running a remote on its own (`pnpm --filter <remote> dev`), with a site runtime of its
 * own, made from the page's configuration. In the composed site the shell's runtime, header,
 * footer and toast host surround the pages instead.
 */
export function StandaloneLayout(props: StandaloneLayoutProps) {
  const [runtime] = useState(() => createSiteRuntime({ config: readPageConfig() }));
  return (
    <SiteRuntimeProvider runtime={runtime}>
      <StandaloneFrame {...props} />
    </SiteRuntimeProvider>
  );
}

function StandaloneFrame({ name, links }: StandaloneLayoutProps) {
  const { store } = useSiteRuntime();
  const toasts = useSiteStore((state) => state.toasts);
  const { pathname, key } = useLocation();
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
        <VisitCache key={key}>
          <Outlet />
        </VisitCache>
      </main>
      <ul className={styles.toasts} aria-live="polite">
        {toasts.map((toast) => (
          <li key={toast.id}>
            <button type="button" className={styles.toast} onClick={() => store.getState().removeToast(toast.id)}>
              {toast.message}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
