import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** SPEC §1: every page scrolls to the top when it loads. */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
