import { screen, within } from '@testing-library/react';
import { renderWithRouter } from '@group/shared/testing';
import { Banner } from '../banner';

const images = { desktopSrc: 'https://img.example.com/our-company-desktop.jpg', mobileSrc: 'https://img.example.com/our-company-mobile.jpg' };

describe('Banner', () => {
  it('shows the desktop image at 1920 by 520, fetched first and not lazily', () => {
    renderWithRouter(<Banner {...images} alt="Our Company banner" />);
    const img = screen.getByRole('img', { name: 'Our Company banner' });
    expect(img).toHaveAttribute('src', images.desktopSrc);
    expect(img).toHaveAttribute('width', '1920');
    expect(img).toHaveAttribute('height', '520');
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(img).not.toHaveAttribute('loading', 'lazy');
  });

  it('switches to the mobile image at the breakpoint, 767 by default', () => {
    const { container } = renderWithRouter(<Banner {...images} alt="Banner" />);
    const source = container.querySelector('picture source');
    expect(source).toHaveAttribute('media', '(max-width: 767px)');
    expect(source).toHaveAttribute('srcset', images.mobileSrc);
    expect(source).toHaveAttribute('width');
    expect(source).toHaveAttribute('height');
  });

  it('takes another breakpoint (600 for some pages)', () => {
    const { container } = renderWithRouter(<Banner {...images} alt="Banner" breakpoint={600} />);
    expect(container.querySelector('picture source')).toHaveAttribute('media', '(max-width: 600px)');
  });

  it('shows a heading that may contain markup, as the page heading', () => {
    renderWithRouter(<Banner {...images} alt="Banner" heading="OUR <br>COMPANY" />);
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading).toHaveTextContent('OUR COMPANY');
    expect(heading.querySelector('br')).not.toBeNull();
  });

  it('shows Home, a disabled section label without a target, and the current page', () => {
    renderWithRouter(<Banner {...images} alt="Banner" heading="Sports" breadcrumbs={{ label: 'Business Ventures', current: 'Sports' }} />);
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(trail).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(trail).queryByRole('link', { name: 'Business Ventures' })).not.toBeInTheDocument();
    expect(within(trail).getByText('Business Ventures')).toHaveAttribute('aria-disabled', 'true');
    expect(within(trail).getByText('Sports')).toHaveAttribute('aria-current', 'page');
  });

  it('links the section label when it has a target', () => {
    renderWithRouter(<Banner {...images} alt="Banner" breadcrumbs={{ label: 'News Centre', to: '/news-centre', current: 'A story' }} />);
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(trail).getByRole('link', { name: 'News Centre' })).toHaveAttribute('href', '/news-centre');
    expect(within(trail).getAllByRole('listitem')).toHaveLength(3);
  });

  it('marks a lone section label as the current page', () => {
    renderWithRouter(<Banner {...images} alt="Banner" breadcrumbs={{ label: 'Gallery' }} />);
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(trail).getAllByRole('listitem')).toHaveLength(2);
    expect(within(trail).getByText('Gallery')).toHaveAttribute('aria-current', 'page');
  });
});
