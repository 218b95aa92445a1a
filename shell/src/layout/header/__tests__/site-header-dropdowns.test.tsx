import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SiteHeader } from '../site-header';
import { renderWithRouter, setSiteState, venture } from './render-with-router';

const ventures = [
  venture({ title: 'Hospitality', slug: 'hospitality', order: 2 }),
  venture({ title: 'Sports', slug: 'sports', order: 1 }),
  venture({ title: 'Mining', slug: 'mining', order: 3, status: false }),
  venture({ title: 'Media and Entertainment', slug: 'media-and-entertainment' }),
];

const mainNav = () => screen.getByRole('navigation', { name: 'Main' });

beforeEach(() => setSiteState({ ventureCategories: ventures }));

describe('SiteHeader desktop dropdowns', () => {
  it('opens Business Ventures on click and lists the active ventures in order with their links', async () => {
    const user = userEvent.setup();
    renderWithRouter(<SiteHeader />);
    const toggle = within(mainNav()).getByRole('button', { name: 'Business Ventures' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(mainNav()).queryByRole('link', { name: 'Sports' })).not.toBeInTheDocument();

    await user.click(toggle);

    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const menu = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(menu).toBeVisible();
    const links = within(menu as HTMLElement).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Sports', '/business-venture/sports'],
      ['Hospitality', '/business-venture/hospitality'],
      ['Media and Entertainment', '/business-venture/media-and-entertainment'],
    ]);
  });

  it('lists Our Company and Management Team under About', async () => {
    const user = userEvent.setup();
    renderWithRouter(<SiteHeader />);
    await user.click(within(mainNav()).getByRole('button', { name: 'About' }));
    expect(within(mainNav()).getByRole('link', { name: 'Our Company' })).toHaveAttribute('href', '/our-company');
    expect(within(mainNav()).getByRole('link', { name: 'Management Team' })).toHaveAttribute(
      'href',
      '/management-team',
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

  it('does not open on hover', async () => {
    const user = userEvent.setup();
    renderWithRouter(<SiteHeader />);
    const toggle = within(mainNav()).getByRole('button', { name: 'About' });
    await user.hover(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on Escape and puts focus back on the toggle', async () => {
    const user = userEvent.setup();
    renderWithRouter(<SiteHeader />);
    const toggle = within(mainNav()).getByRole('button', { name: 'Business Ventures' });
    await user.click(toggle);
    within(mainNav()).getByRole('link', { name: 'Sports' }).focus();

    await user.keyboard('{Escape}');

    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(mainNav()).queryByRole('link', { name: 'Sports' })).not.toBeInTheDocument();
    expect(toggle).toHaveFocus();
  });

  it('opens from the keyboard, lets Tab reach its links, and closes when Tab moves past them', async () => {
    const user = userEvent.setup();
    renderWithRouter(<SiteHeader />);
    const about = within(mainNav()).getByRole('button', { name: 'About' });
    about.focus();

    await user.keyboard('{Enter}');
    expect(about).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    expect(within(mainNav()).getByRole('link', { name: 'Our Company' })).toHaveFocus();
    await user.tab();
    expect(within(mainNav()).getByRole('link', { name: 'Management Team' })).toHaveFocus();

    await user.tab();
    expect(within(mainNav()).getByRole('button', { name: 'Business Ventures' })).toHaveFocus();
    expect(about).toHaveAttribute('aria-expanded', 'false');
    expect(within(mainNav()).queryByRole('link', { name: 'Our Company' })).not.toBeInTheDocument();
  });

  it('closes on a click outside and keeps only one dropdown open', async () => {
    const user = userEvent.setup();
    renderWithRouter(
      <>
        <SiteHeader />
        <p>Page content</p>
      </>,
    );
    const about = within(mainNav()).getByRole('button', { name: 'About' });
    const ventureToggle = within(mainNav()).getByRole('button', { name: 'Business Ventures' });

    await user.click(about);
    await user.click(ventureToggle);
    expect(about).toHaveAttribute('aria-expanded', 'false');
    expect(ventureToggle).toHaveAttribute('aria-expanded', 'true');

    await user.click(screen.getByText('Page content'));
    expect(ventureToggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes when a link inside it changes the route', async () => {
    const user = userEvent.setup();
    renderWithRouter(<SiteHeader />);
    const toggle = within(mainNav()).getByRole('button', { name: 'Business Ventures' });
    await user.click(toggle);
    await user.click(within(mainNav()).getByRole('link', { name: 'Hospitality' }));

    expect(screen.getByTestId('current-path')).toHaveTextContent('/business-venture/hospitality');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('leaves Business Ventures out while no venture is available', () => {
    setSiteState({ ventureCategories: [] });
    renderWithRouter(<SiteHeader />);
    expect(within(mainNav()).queryByRole('button', { name: 'Business Ventures' })).not.toBeInTheDocument();
    expect(within(mainNav()).getByRole('button', { name: 'About' })).toBeInTheDocument();
  });
});
