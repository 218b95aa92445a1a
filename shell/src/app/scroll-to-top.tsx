import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * SPEC §1: every page scrolls to the top when it loads. The first page was loaded by the
 * browser, which put it at the top already; when the page takes over, the visitor may have
 * scrolled the server's markup, and is left where they are.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
