import { screen, waitFor, within } from '@testing-library/react';
import { endpoints } from '@group/shared/contract';
import { mockFetch, ok, renderWithRouter, resetSiteStore, toastMessages } from '@group/shared/testing';
import { companyRoutes, silenceApiLogs } from '../../../test-support/fixtures';
import { InvestmentsPage } from '../investments-page';

beforeEach(resetSiteStore);

describe('Investments page', () => {
  it('shows the STRATEGIC INVESTMENTS heading and the two paragraphs at once, before the banner arrives', () => {
    mockFetch(companyRoutes({ [endpoints.sectionBanners]: () => new Promise(() => {}) }));
    renderWithRouter(<InvestmentsPage />);
    const section = screen.getByRole('region', { name: 'STRATEGIC INVESTMENTS' });
    const paragraphs = within(section).getAllByText(/./, { selector: 'p' });
    expect(paragraphs).toHaveLength(2);
    expect(paragraphs[0]).toHaveTextContent(/sports, hospitality, healthcare,\s+infrastructure and renewable energy/);
    expect(paragraphs[1]).toHaveTextContent(/artificial intelligence \(AI\), machine learning \(ML\) and blockchain/);
    expect(document.querySelector('[data-banner-placeholder]')).toBeInTheDocument();
  });

  it('shows the investments banner from the section banners', async () => {
    mockFetch(companyRoutes());
    renderWithRouter(<InvestmentsPage />);
    const heading = await screen.findByRole('heading', { level: 1, name: 'Investments' });
    expect(heading.closest('section')?.querySelector('img')).toHaveAttribute(
      'src',
      'http://localhost:4000/images/banners/investments-desktop.jpg',
    );
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent('HomeInvestments');
  });

  it('shows a plain title when there is no investments banner', async () => {
    mockFetch(companyRoutes({ [endpoints.sectionBanners]: ok([]) }));
    renderWithRouter(<InvestmentsPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Investments' })).toBeInTheDocument();
    expect(document.querySelector('[data-banner-placeholder]')).not.toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('keeps its text when the banners cannot be loaded, and the visitor is told', async () => {
    silenceApiLogs();
    mockFetch(companyRoutes({ [endpoints.sectionBanners]: 500 }));
    renderWithRouter(<InvestmentsPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Investments' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'STRATEGIC INVESTMENTS' })).toBeInTheDocument();
    expect(toastMessages()).toEqual(['Internal Server Error']);
  });

  it('sets its own page head', async () => {
    mockFetch(companyRoutes());
    renderWithRouter(<InvestmentsPage />);
    await waitFor(() => expect(document.title).toBe('Investments | Meridian Group'));
    expect(document.querySelector('link[rel="canonical"]')).toHaveAttribute('href', 'http://localhost:3000/investments');
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/AI, ML and blockchain/);
  });
});
