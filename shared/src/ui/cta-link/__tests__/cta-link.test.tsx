import { screen } from '@testing-library/react';
import { renderWithRouter } from '@group/shared/testing';
import { CtaLink } from '../cta-link';

describe('CtaLink', () => {
  it('opens a web address in a new tab, adding https://', () => {
    renderWithRouter(<CtaLink href="www.example.com/careers" label="Know More" />);
    const link = screen.getByRole('link', { name: 'Know More' });
    expect(link).toHaveAttribute('href', 'https://www.example.com/careers');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('navigates inside the site for a route', async () => {
    const { user, location } = renderWithRouter(<CtaLink href="/our-company" label="About us" />);
    const link = screen.getByRole('link', { name: 'About us' });
    expect(link).not.toHaveAttribute('target');
    await user.click(link);
    expect(location().pathname).toBe('/our-company');
  });

  it('goes home for an empty value', () => {
    renderWithRouter(<CtaLink href="" label="Explore" />, { route: '/careers' });
    expect(screen.getByRole('link', { name: 'Explore' })).toHaveAttribute('href', '/');
  });

  it('is a plain button when there is no link and an action', async () => {
    const onClick = jest.fn();
    const { user } = renderWithRouter(<CtaLink label="Load more" onClick={onClick} />);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('can be forced to open a route in a new tab', () => {
    renderWithRouter(<CtaLink href="/news-centre/story" label="Read More" external />);
    expect(screen.getByRole('link', { name: 'Read More' })).toHaveAttribute('target', '_blank');
  });

  it.each(['light', 'dark'] as const)('shows the arrow in the %s variant', (variant) => {
    renderWithRouter(<CtaLink href="/" label="Go" variant={variant} />);
    const arrow = screen.getByRole('link', { name: 'Go' }).querySelector('svg');
    expect(arrow).toHaveAttribute('aria-hidden', 'true');
    expect(arrow).toHaveAttribute('data-variant', variant);
  });
});
