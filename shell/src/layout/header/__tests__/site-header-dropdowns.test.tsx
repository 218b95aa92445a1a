import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SiteHeader } from '../site-header';
import { installNativeControlsStandIn, isOpen, popoverOf } from './native-controls-stand-in';
import { renderWithRouter, setSiteState, venture } from './render-with-router';

const ventures = [
  venture({ title: 'Hospitality', slug: 'hospitality', order: 2 }),
  venture({ title: 'Sports', slug: 'sports', order: 1 }),
  venture({ title: 'Mining', slug: 'mining', order: 3, status: false }),
  venture({ title: 'Media and Entertainment', slug: 'media-and-entertainment' }),
];

const mainNav = () => screen.getByRole('navigation', { name: 'Main' });
const toggle = (name: string) => within(mainNav()).getByRole('button', { name });

installNativeControlsStandIn();
beforeEach(() => setSiteState({ ventureCategories: ventures }));

describe('SiteHeader desktop dropdowns', () => {
  it('makes each list a popover its toggle opens, so the browser opens it without script', () => {
    renderWithRouter(<SiteHeader />);
    for (const name of ['About', 'Business Ventures']) {
      const menu = popoverOf(toggle(name));
      expect(menu).toHaveAttribute('popover', 'auto');
      expect(toggle(name).closest('div')).toContainElement(menu);
      // The browser tells assistive technology whether the popover is open; nothing may contradict it.
      expect(toggle(name)).not.toHaveAttribute('aria-expanded');
      expect(isOpen(menu)).toBe(false);
    }
  });

  it('opens Business Ventures on click and lists the active ventures in order with their links', async () => {
    const user = userEvent.setup();
    renderWithRouter(<SiteHeader />);
    expect(within(mainNav()).queryByRole('link', { name: 'Sports' })).not.toBeInTheDocument();

    await user.click(toggle('Business Ventures'));

    const menu = popoverOf(toggle('Business Ventures'));
    expect(isOpen(menu)).toBe(true);
    expect(menu).toBeVisible();
    expect(within(menu).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Sports', '/business-venture/sports'],
      ['Hospitality', '/business-venture/hospitality'],
      ['Media and Entertainment', '/business-venture/media-and-entertainment'],
    ]);
  });

  it('lists Our Company and Management Team under About', async () => {
    const user = userEvent.setup();
    renderWithRouter(<SiteHeader />);
    await user.click(toggle('About'));
    expect(within(mainNav()).getByRole('link', { name: 'Our Company' })).toHaveAttribute('href', '/our-company');
    expect(within(mainNav()).getByRole('link', { name: 'Management Team' })).toHaveAttribute(
      'href',
      '/management-team',
    );
  });

  it('marks the toggle of the group holding the current page, and the page in its list', () => {
    renderWithRouter(<SiteHeader />, '/management-team');
    expect(toggle('About')).toHaveClass('current');
    expect(toggle('Business Ventures')).not.toHaveClass('current');
    const current = within(popoverOf(toggle('About'))).getByRole('link', { name: 'Management Team', hidden: true });
    expect(current).toHaveClass('active');
    expect(current).toHaveAttribute('aria-current', 'page');
  });

  it('places each list under its own toggle', () => {
    renderWithRouter(<SiteHeader />);
    for (const name of ['About', 'Business Ventures']) {
      const anchor = toggle(name).style.getPropertyValue('anchor-name');
      expect(anchor).toMatch(/^--\S+$/);
      expect(popoverOf(toggle(name)).style.getPropertyValue('position-anchor')).toBe(anchor);
    }
    expect(toggle('About').style.getPropertyValue('anchor-name')).not.toBe(
      toggle('Business Ventures').style.getPropertyValue('anchor-name'),
    );
  });

  it('shows the plain links, the logo link home and the Contact Us button', () => {
    renderWithRouter(<SiteHeader />, '/gallery');
    const nav = within(mainNav());
    expect(nav.getByRole('link', { name: 'Gallery' })).toHaveAttribute('href', '/gallery');
    expect(nav.getByRole('link', { name: 'Investments' })).toHaveAttribute('href', '/investments');
    expect(nav.getByRole('link', { name: 'News Centre' })).toHaveAttribute('href', '/news-centre');
    expect(screen.getByRole('link', { name: 'Meridian Group' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact-us');
  });

  it('closes when a link inside it changes the route', async () => {
    const user = userEvent.setup();
    renderWithRouter(<SiteHeader />);
    await user.click(toggle('Business Ventures'));
    await user.click(within(mainNav()).getByRole('link', { name: 'Hospitality' }));

    expect(screen.getByTestId('current-path')).toHaveTextContent('/business-venture/hospitality');
    expect(isOpen(popoverOf(toggle('Business Ventures')))).toBe(false);
  });

  it('opens from the keyboard, lets Tab reach its links, and closes when Tab moves past them', async () => {
    const user = userEvent.setup();
    renderWithRouter(<SiteHeader />);
    const about = toggle('About');
    about.focus();

    await user.keyboard('{Enter}');
    expect(isOpen(popoverOf(about))).toBe(true);
    await user.tab();
    expect(within(mainNav()).getByRole('link', { name: 'Our Company' })).toHaveFocus();
    await user.tab();
    expect(within(mainNav()).getByRole('link', { name: 'Management Team' })).toHaveFocus();

    await user.tab();
    expect(toggle('Business Ventures')).toHaveFocus();
    expect(isOpen(popoverOf(about))).toBe(false);
    expect(within(mainNav()).queryByRole('link', { name: 'Our Company' })).not.toBeInTheDocument();
  });

  it('leaves Business Ventures out while no venture is available', () => {
    setSiteState({ ventureCategories: [] });
    renderWithRouter(<SiteHeader />);
    expect(within(mainNav()).queryByRole('button', { name: 'Business Ventures' })).not.toBeInTheDocument();
    expect(toggle('About')).toBeInTheDocument();
  });
});
