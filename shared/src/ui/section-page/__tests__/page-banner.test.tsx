import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { configureRuntime, resetRuntimeConfig } from '@group/shared/config';
import { PageBanner, PageBannerPlaceholder } from '../page-banner';

beforeEach(() => configureRuntime({ imageBaseUrl: 'https://cdn.example.com/images' }));
afterEach(() => resetRuntimeConfig());

const renderBanner = (ui: React.ReactElement) => render(<MemoryRouter>{ui}</MemoryRouter>);
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
    const { container } = render(<PageBannerPlaceholder />);
    expect(container.firstChild).toHaveAttribute('aria-hidden', 'true');
  });
});
