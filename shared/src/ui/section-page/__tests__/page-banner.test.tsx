import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { renderWithRuntime, setUpTestRuntime } from '@group/shared/testing';
import { PageBanner, PageBannerPlaceholder } from '../page-banner';

beforeEach(() => setUpTestRuntime({ imageBaseUrl: 'https://cdn.example.com/images' }));

const renderBanner = (ui: React.ReactElement) => renderWithRuntime(<MemoryRouter>{ui}</MemoryRouter>);
const breadcrumbs = { label: 'Careers' };

describe('PageBanner', () => {
  it("shows the entry's images, with its title as the heading", () => {
    renderBanner(
      <PageBanner
        banner={{ section: 'careers', title: 'Join Us', desktop_banner: { url: 'banners/careers-desktop.jpg' }, mobile_banner: { url: 'banners/careers-mobile.jpg' } }}
        heading="Careers"
        breadcrumbs={breadcrumbs}
      />,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Join Us');
    expect(screen.getByRole('img', { name: 'Join Us' })).toHaveAttribute('src', expect.stringContaining('banners/careers-desktop.jpg'));
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent('Careers');
  });

  it("takes the page's name when the entry has no title", () => {
    renderBanner(<PageBanner banner={{ section: 'careers', desktop_banner: { url: 'banners/careers-desktop.jpg' } }} heading="Careers" breadcrumbs={breadcrumbs} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Careers');
  });

  it('keeps the heading and breadcrumbs on a plain band when the backend has no entry', () => {
    renderBanner(<PageBanner banner={undefined} heading="Careers" breadcrumbs={breadcrumbs} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Careers' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toBeInTheDocument();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('holds the space, hidden from assistive technology, while the entries load', () => {
    const { container } = renderWithRuntime(<PageBannerPlaceholder />);
    expect(container.firstChild).toHaveAttribute('aria-hidden', 'true');
  });
});
