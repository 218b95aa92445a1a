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
 * /news-centre#{categoryId}). The hash never reaches the server; once the page runs, each hash is
 * read once and the address is replaced by the category's own (`searchFor`, or the query string
 * as it was for a hash that names no category), without the hash, so Back does not return to it.
 */
export function useCategoryHash(searchFor: (categoryId: string) => string | undefined): void {
  const location = useLocation();
  const navigate = useNavigate();
  const replaceHash = useEffectEvent((categoryId: string, pathname: string, search: string, state?: unknown) => {
    navigate({ pathname, search: searchFor(categoryId) ?? search }, { replace: true, state, preventScrollReset: true });
  });

  // Hashes the router sees: the first load, links inside the site, Back and Forward.
  useEffect(() => {
    const categoryId = categoryIdFromHash(location.hash);
    if (categoryId !== undefined) replaceHash(categoryId, location.pathname, location.search, location.state);
  }, [location]);

  // A hash changed behind the router's back (a plain #link, a script): read it from the window.
  useEffect(() => {
    const onHashChange = () => {
      const categoryId = categoryIdFromHash(window.location.hash);
      if (categoryId === undefined) return;
      const { pathname, search } = window.location;
      window.history.replaceState(window.history.state, '', `${pathname}${search}`);
      replaceHash(categoryId, pathname, search);
    };
    window.addEventListener('hashchange', onHashChange);
    return () => window.removeEventListener('hashchange', onHashChange);
  }, []);
}
