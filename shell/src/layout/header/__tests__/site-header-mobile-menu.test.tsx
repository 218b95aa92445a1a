import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SiteHeader } from '../site-header';
import { installNativeControlsStandIn, isOpen, popoverOf } from './native-controls-stand-in';
import { renderWithRouter, setSiteState, venture } from './render-with-router';

installNativeControlsStandIn();
beforeEach(() => setSiteState({ ventureCategories: [venture({ title: 'Healthcare', slug: 'healthcare' })] }));

// Both labels are in the button; CSS keeps the one that fits the menu's state (see the browser tests).
const hamburger = () => screen.getByRole('button', { name: /open menu/i });
const menu = () => within(screen.getByRole('navigation', { name: 'Menu' }));
const group = (name: string) => screen.getByText(name, { selector: 'summary' });

describe('SiteHeader mobile menu', () => {
  it('opens a popover panel with the same items', async () => {
    const user = userEvent.setup();
    renderWithRouter(<SiteHeader />);
    const panel = popoverOf(hamburger());
    expect(panel).toHaveAttribute('popover', 'auto');
    expect(hamburger()).not.toHaveAttribute('aria-expanded');
    expect(screen.queryByRole('navigation', { name: 'Menu' })).not.toBeInTheDocument();

    await user.click(hamburger());

    expect(isOpen(panel)).toBe(true);
    expect(menu().getByRole('link', { name: 'Gallery' })).toHaveAttribute('href', '/gallery');
    expect(menu().getByRole('link', { name: 'Investments' })).toHaveAttribute('href', '/investments');
    expect(menu().getByRole('link', { name: 'News Centre' })).toHaveAttribute('href', '/news-centre');

    await user.click(hamburger());
    expect(screen.queryByRole('navigation', { name: 'Menu' })).not.toBeInTheDocument();
  });

  it('has a label for each state of the menu, for CSS to choose from', () => {
    renderWithRouter(<SiteHeader />);
    expect(within(hamburger()).getByText('Open menu').parentElement).toHaveClass('openLabel');
    expect(within(hamburger()).getByText('Close menu').parentElement).toHaveClass('closeLabel');
  });

  it('shows dropdown groups as native disclosures, one open at a time', async () => {
    const user = userEvent.setup();
    renderWithRouter(<SiteHeader />);
    await user.click(hamburger());
    const ventures = group('Business Ventures').closest('details') as HTMLDetailsElement;
    expect(ventures.open).toBe(false);
    expect(menu().queryByRole('link', { name: 'Healthcare' })).not.toBeInTheDocument();
    // The browser closes the others of a name when one opens.
    expect(group('About').closest('details')).toHaveAttribute('name', ventures.getAttribute('name'));

    await user.click(group('Business Ventures'));

    expect(ventures.open).toBe(true);
    expect(menu().getByRole('link', { name: 'Healthcare' })).toHaveAttribute('href', '/business-venture/healthcare');
  });

  it('closes when a link changes the route', async () => {
    const user = userEvent.setup();
    renderWithRouter(<SiteHeader />, '/news-centre');
    await user.click(hamburger());
    await user.click(group('About'));

    await user.click(menu().getByRole('link', { name: 'Management Team' }));

    expect(screen.getByTestId('current-path')).toHaveTextContent('/management-team');
    expect(isOpen(popoverOf(hamburger()))).toBe(false);
    expect(screen.queryByRole('navigation', { name: 'Menu' })).not.toBeInTheDocument();
  });

  it('closes when Tab moves focus past its last item to the page', async () => {
    const user = userEvent.setup();
    renderWithRouter(
      <>
        <SiteHeader />
        <a href="#content">Page content</a>
      </>,
    );
    await user.click(hamburger());
    await user.tab();
    expect(group('About')).toHaveFocus();

    // About, Business Ventures, Gallery, Investments, News Centre, then the panel's Contact Us.
    for (let step = 0; step < 5; step += 1) await user.tab();
    expect(screen.getAllByRole('link', { name: 'Contact Us' }).at(-1)).toHaveFocus();
    expect(isOpen(popoverOf(hamburger()))).toBe(true);

    await user.tab();
    expect(screen.getByRole('link', { name: 'Page content' })).toHaveFocus();
    expect(isOpen(popoverOf(hamburger()))).toBe(false);
  });

  it('stays open when focus moves inside it or the window loses focus', async () => {
    const user = userEvent.setup();
    renderWithRouter(<SiteHeader />);
    await user.click(hamburger());
    menu().getByRole('link', { name: 'Gallery' }).focus();
    menu().getByRole('link', { name: 'Gallery' }).blur();
    expect(isOpen(popoverOf(hamburger()))).toBe(true);
  });
});
