import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { endpoints } from '@group/shared/contract';
import { paths, sectorSlugs } from '@group/shared/routes';
import { mockFetch, ok, resetSiteStore } from '@group/shared/testing';
import { meta, venture } from '../../features/venture/__tests__/venture-fixtures';
import { canonicalHref } from '../../features/venture/__tests__/render-venture';
import { standaloneRoutes } from '../standalone-routes';

beforeEach(() => {
  resetSiteStore();
  // The standalone layout scrolls to the top on each page, which jsdom does not implement.
  jest.spyOn(window, 'scrollTo').mockImplementation(() => {});
});

const titleOf = (slug: string) => slug.split('-').map((word) => word[0].toUpperCase() + word.slice(1)).join(' ');

// The same paths as the shell's route table; the composed site is covered in e2e/tests/ventures.spec.ts.
describe('sector paths', () => {
  it.each(sectorSlugs)('/%s shows the venture with that slug, canonical on /business-venture/{slug}', async (slug) => {
    const title = titleOf(slug);
    const fetchMock = mockFetch({
      [endpoints.ventureBySlug(slug)]: ok(venture({ title, slug })),
      [endpoints.pageMeta(title)]: ok(meta({ meta_title: `${title} | Meridian Group` })),
    });
    render(<RouterProvider router={createMemoryRouter(standaloneRoutes, { initialEntries: [paths.sector(slug)] })} />);

    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(fetchMock.callsTo(endpoints.ventureBySlug(slug))).toHaveLength(1);
    expect(canonicalHref()).toBe(`http://localhost:3000/business-venture/${slug}`);
  });

  it('/business-venture/{id} shows the venture whose slug is the id', async () => {
    mockFetch({
      [endpoints.ventureBySlug('hospitality')]: ok(venture({ title: 'Hospitality', slug: 'hospitality' })),
      [endpoints.pageMeta('Hospitality')]: ok(meta()),
    });
    render(<RouterProvider router={createMemoryRouter(standaloneRoutes, { initialEntries: ['/business-venture/hospitality'] })} />);

    expect(await screen.findByRole('heading', { level: 1, name: 'Hospitality' })).toBeInTheDocument();
    expect(canonicalHref()).toBe('http://localhost:3000/business-venture/hospitality');
  });
});
