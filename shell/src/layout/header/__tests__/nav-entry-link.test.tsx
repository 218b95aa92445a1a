import { screen } from '@testing-library/react';
import { NavEntryLink } from '../nav-entry-link';
import { renderWithRouter } from './render-with-router';

describe('NavEntryLink', () => {
  it('opens an external entry in a new tab without giving it access to the site', () => {
    renderWithRouter(<NavEntryLink entry={{ kind: 'link', label: 'Annual Report', to: 'https://ir.example.com', external: true }} />);
    const link = screen.getByRole('link', { name: 'Annual Report' });
    expect(link).toHaveAttribute('href', 'https://ir.example.com');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('keeps an internal entry in the same tab and marks it when it is the current page', () => {
    renderWithRouter(
      <NavEntryLink entry={{ kind: 'link', label: 'Gallery', to: '/gallery' }} className="link" activeClassName="active" />,
      '/gallery',
    );
    const link = screen.getByRole('link', { name: 'Gallery' });
    expect(link).toHaveAttribute('href', '/gallery');
    expect(link).not.toHaveAttribute('target');
    expect(link).toHaveClass('link', 'active');
    expect(link).toHaveAttribute('aria-current', 'page');
  });
});
