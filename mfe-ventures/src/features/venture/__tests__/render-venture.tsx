import { MemoryRouter } from 'react-router-dom';
import { QueryCache, QueryCacheProvider } from '@group/shared/data';
import { renderWithRouter, testRuntime } from '@group/shared/testing';
import { VenturePage } from '../venture-page';

/** The page as the shell shows it: the slug comes in as a prop, inside the cache of one visit. */
const visit = (slug: string) => (
  <QueryCacheProvider cache={new QueryCache(testRuntime().api)}>
    <VenturePage slug={slug} />
  </QueryCacheProvider>
);

export function renderVenture(slug = 'sports') {
  const view = renderWithRouter(visit(slug), { route: `/business-venture/${slug}` });
  return {
    ...view,
    /** The shell keeps the page mounted and hands it another slug (another sector chosen). */
    showSlug: (next: string) =>
      view.rerender(<MemoryRouter initialEntries={[`/business-venture/${next}`]}>{visit(next)}</MemoryRouter>),
  };
}

export const canonicalHref = () => document.head.querySelector('link[rel="canonical"]')?.getAttribute('href');

export const metaContent = (selector: string) => document.head.querySelector(selector)?.getAttribute('content');
