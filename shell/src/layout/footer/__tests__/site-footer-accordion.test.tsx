import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithRouter, setSiteState, venture } from '../../header/__tests__/render-with-router';
import { SiteFooter } from '../site-footer';
import { simulateViewportWidth } from './viewport';

beforeEach(() =>
  setSiteState({ ventureCategories: [venture({ title: 'Infrastructure', slug: 'infrastructure' })] }),
);

describe('SiteFooter accordion', () => {
  it('below 768 px collapses the sections, with business ventures open first', () => {
    simulateViewportWidth(767);
    renderWithRouter(<SiteFooter />);
    const ventures = screen.getByRole('button', { name: 'BUSINESS VENTURES' });
    const quickLinks = screen.getByRole('button', { name: 'QUICK LINKS' });

    expect(ventures).toHaveAttribute('aria-expanded', 'true');
    expect(quickLinks).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('region', { name: 'BUSINESS VENTURES' })).toHaveAttribute(
      'id',
      ventures.getAttribute('aria-controls'),
    );
    expect(screen.getByRole('link', { name: 'Infrastructure' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Careers' })).not.toBeInTheDocument();
  });

  it('opens one section at a time and closes it on a second press', async () => {
    const user = userEvent.setup();
    simulateViewportWidth(375);
    renderWithRouter(<SiteFooter />);
    const ventures = screen.getByRole('button', { name: 'BUSINESS VENTURES' });
    const quickLinks = screen.getByRole('button', { name: 'QUICK LINKS' });

    await user.click(quickLinks);
    expect(quickLinks).toHaveAttribute('aria-expanded', 'true');
    expect(ventures).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('link', { name: 'Careers' })).toHaveAttribute('href', '/careers');
    expect(screen.queryByRole('link', { name: 'Infrastructure' })).not.toBeInTheDocument();

    await user.click(quickLinks);
    expect(quickLinks).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Careers' })).not.toBeInTheDocument();
  });

  it('from 768 px shows every section with plain headings and no accordion buttons', () => {
    simulateViewportWidth(768);
    renderWithRouter(<SiteFooter />);
    expect(screen.queryByRole('button', { name: 'BUSINESS VENTURES' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'QUICK LINKS' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'BUSINESS VENTURES' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Infrastructure' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Careers' })).toBeVisible();
  });
});
