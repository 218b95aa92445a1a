import { MemoryRouter } from 'react-router-dom';
import { renderWithRouter } from '@group/shared/testing';
import { VenturePage } from '../venture-page';

/** The page as the shell shows it: the slug comes in as a prop. */
export function renderVenture(slug = 'sports') {
  const view = renderWithRouter(<VenturePage slug={slug} />, { route: `/business-venture/${slug}` });
  return {
    ...view,
    /** The shell keeps the page mounted and hands it another slug (another sector chosen). */
    showSlug: (next: string) =>
      view.rerender(
        <MemoryRouter initialEntries={[`/business-venture/${next}`]}>
          <VenturePage slug={next} />
        </MemoryRouter>,
      ),
  };
}

export const canonicalHref = () => document.head.querySelector('link[rel="canonical"]')?.getAttribute('href');

export const metaContent = (selector: string) => document.head.querySelector(selector)?.getAttribute('content');
