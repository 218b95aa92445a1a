import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SiteHeader } from '../site-header';
import { renderWithRouter, setSiteState, venture } from './render-with-router';

beforeEach(() => {
  document.body.style.overflow = '';
  setSiteState({ ventureCategories: [venture({ title: 'Healthcare', slug: 'healthcare' })] });
});

const openMenuButton = () => screen.getByRole('button', { name: 'Open menu' });

describe('SiteHeader mobile menu', () => {
  it('opens a panel with the same items and locks the page scroll while open', async () => {
    const user = userEvent.setup();
    renderWithRouter(<SiteHeader />);
    expect(screen.queryByRole('navigation', { name: 'Menu' })).not.toBeInTheDocument();
    expect(openMenuButton()).toHaveAttribute('aria-expanded', 'false');

    await user.click(openMenuButton());

    const closeButton = screen.getByRole('button', { name: 'Close menu' });
    expect(closeButton).toHaveAttribute('aria-expanded', 'true');
    expect(document.body.style.overflow).toBe('hidden');
    const menu = within(screen.getByRole('navigation', { name: 'Menu' }));
    expect(menu.getByRole('link', { name: 'Gallery' })).toHaveAttribute('href', '/gallery');
    expect(menu.getByRole('link', { name: 'Investments' })).toHaveAttribute('href', '/investments');
    expect(menu.getByRole('link', { name: 'News Centre' })).toHaveAttribute('href', '/news-centre');

    await user.click(closeButton);
    expect(screen.queryByRole('navigation', { name: 'Menu' })).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('');
  });

  it('shows dropdown groups as expandable sections', async () => {
    const user = userEvent.setup();
    renderWithRouter(<SiteHeader />);
    await user.click(openMenuButton());
    const menu = within(screen.getByRole('navigation', { name: 'Menu' }));
    const ventures = menu.getByRole('button', { name: 'Business Ventures' });
    expect(ventures).toHaveAttribute('aria-expanded', 'false');
    expect(menu.queryByRole('link', { name: 'Healthcare' })).not.toBeInTheDocument();

    await user.click(ventures);

    expect(ventures).toHaveAttribute('aria-expanded', 'true');
    expect(menu.getByRole('link', { name: 'Healthcare' })).toHaveAttribute('href', '/business-venture/healthcare');
  });

  it('closes and unlocks the page when a link changes the route', async () => {
    const user = userEvent.setup();
    renderWithRouter(<SiteHeader />, '/news-centre');
    await user.click(openMenuButton());
    const menu = within(screen.getByRole('navigation', { name: 'Menu' }));
    await user.click(menu.getByRole('button', { name: 'About' }));

    await user.click(menu.getByRole('link', { name: 'Management Team' }));

    expect(screen.getByTestId('current-path')).toHaveTextContent('/management-team');
    expect(screen.queryByRole('navigation', { name: 'Menu' })).not.toBeInTheDocument();
    expect(openMenuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(document.body.style.overflow).toBe('');
  });

  it('closes on Escape and puts focus back on the menu button', async () => {
    const user = userEvent.setup();
    renderWithRouter(<SiteHeader />);
    await user.click(openMenuButton());
    within(screen.getByRole('navigation', { name: 'Menu' })).getByRole('link', { name: 'Gallery' }).focus();

    await user.keyboard('{Escape}');

    expect(screen.queryByRole('navigation', { name: 'Menu' })).not.toBeInTheDocument();
    expect(openMenuButton()).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
  });

  it('closes when Tab moves focus past its last item to the page', async () => {
    const user = userEvent.setup();
    renderWithRouter(
      <>
        <SiteHeader />
        <a href="#content">Page content</a>
      </>,
    );
    await user.click(openMenuButton());
    screen.getByRole('button', { name: 'Close menu' }).focus();
    const menu = within(screen.getByRole('navigation', { name: 'Menu' }));
    await user.tab();
    expect(menu.getByRole('button', { name: 'About' })).toHaveFocus();

    // About, Business Ventures, Gallery, Investments, News Centre, then the panel's Contact Us.
    for (let step = 0; step < 5; step += 1) await user.tab();
    expect(screen.getAllByRole('link', { name: 'Contact Us' }).at(-1)).toHaveFocus();
    expect(document.body.style.overflow).toBe('hidden');

    await user.tab();
    expect(screen.getByRole('link', { name: 'Page content' })).toHaveFocus();
    expect(screen.queryByRole('navigation', { name: 'Menu' })).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('');
  });

  it('restores the previous body overflow when unmounted while open', async () => {
    const user = userEvent.setup();
    document.body.style.overflow = 'auto';
    const { unmount } = renderWithRouter(<SiteHeader />);
    await user.click(openMenuButton());
    expect(document.body.style.overflow).toBe('hidden');

    unmount();

    expect(document.body.style.overflow).toBe('auto');
  });
});
