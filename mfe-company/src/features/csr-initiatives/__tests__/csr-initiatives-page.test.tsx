import { screen, waitFor, within } from '@testing-library/react';
import { endpoints } from '@group/shared/contract';
import { mockFetch, ok, renderWithRouter, resetSiteStore } from '@group/shared/testing';
import { companyRoutes } from '../../../test-support/fixtures';
import { CsrInitiativesPage } from '../csr-initiatives-page';

beforeEach(resetSiteStore);

describe('CSR Initiatives page', () => {
  it('covers education, sports, relief, disability support, rural upliftment and the environment', async () => {
    mockFetch(companyRoutes());
    renderWithRouter(<CsrInitiativesPage />);
    const areas = screen.getAllByRole('article').map((article) => within(article).getByRole('heading').textContent);
    expect(areas).toEqual(['Education', 'Sports', 'Relief', 'Disability Support', 'Rural Upliftment', 'Environment']);
    for (const article of screen.getAllByRole('article')) {
      expect(within(article).getAllByRole('listitem').length).toBeGreaterThanOrEqual(3);
    }
    await screen.findByRole('heading', { level: 1, name: 'CSR Initiatives' });
  });

  it('shows its banner from the csr-initiatives section banner', async () => {
    mockFetch(companyRoutes());
    renderWithRouter(<CsrInitiativesPage />);
    const heading = await screen.findByRole('heading', { level: 1, name: 'CSR Initiatives' });
    expect(heading.closest('section')?.querySelector('img')).toHaveAttribute(
      'src',
      'http://localhost:4000/images/banners/csr-desktop.jpg',
    );
  });

  it('shows a plain title without a banner', async () => {
    mockFetch(companyRoutes({ [endpoints.sectionBanners]: ok([]) }));
    renderWithRouter(<CsrInitiativesPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'CSR Initiatives' })).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('sets its own page head', async () => {
    mockFetch(companyRoutes());
    renderWithRouter(<CsrInitiativesPage />);
    await waitFor(() => expect(document.title).toBe('CSR Initiatives | Meridian Group'));
    expect(document.querySelector('link[rel="canonical"]')).toHaveAttribute('href', 'http://localhost:3000/csr-initiatives');
  });
});
