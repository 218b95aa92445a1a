import { useEffect, useEffectEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/** The category id a hash names (`#65f0…` → `65f0…`); undefined for an empty hash. */
export function categoryIdFromHash(hash: string): string | undefined {
  const raw = hash.replace(/^#/, '');
  if (!raw) return undefined;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/**
 * SPEC §2: the selected category can come from the address hash (the home page links to
 * /news-centre#{categoryId}). Each hash is handed to `onCategory` once, then removed from the
 * address by replacing the current history entry, so Back does not return to it and path and
 * query stay as they were.
 */
export function useCategoryHash(onCategory: (categoryId: string) => void): void {
  const location = useLocation();
  const navigate = useNavigate();
  const handOver = useEffectEvent((categoryId: string) => onCategory(categoryId));

  // Hashes the router sees: the first load, links inside the site, Back and Forward.
  useEffect(() => {
    const categoryId = categoryIdFromHash(location.hash);
    if (categoryId === undefined) return;
    handOver(categoryId);
    navigate(
      { pathname: location.pathname, search: location.search },
      { replace: true, state: location.state, preventScrollReset: true },
    );
  }, [location, navigate]);

  // A hash changed behind the router's back (a plain #link, a script): read it from the window.
  useEffect(() => {
    const onHashChange = () => {
      const categoryId = categoryIdFromHash(window.location.hash);
      if (categoryId === undefined) return;
      handOver(categoryId);
      const { pathname, search } = window.location;
      window.history.replaceState(window.history.state, '', `${pathname}${search}`);
    };
    window.addEventListener('hashchange', onHashChange);
    return () => window.removeEventListener('hashchange', onHashChange);
  }, []);
}
