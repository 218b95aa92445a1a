import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GlobalSettings } from '@group/shared/contract';
import { renderWithRouter, setSiteState, venture } from '../../header/__tests__/render-with-router';
import { SiteFooter } from '../site-footer';

const globals: GlobalSettings = {
  address: '12 Marine Drive, Mumbai',
  google_maps_url: 'https://maps.example.com/meridian',
  email: 'info@meridiangroup.example',
  phone_number: '+91 22 4000 1234',
  social_media_links: [
    { platform: 'youtube', link: 'https://youtube.com/@meridian' },
    { platform: 'twitter', link: 'https://twitter.com/meridian' },
    { platform: 'Facebook', link: 'https://facebook.com/meridian' },
    { platform: 'linkedin', link: 'linkedin.com/company/meridian' },
    { platform: 'pinterest', link: 'https://pinterest.com/meridian' },
    { platform: 'instagram', link: 'https://instagram.com/meridian' },
  ],
};

const ventures = [
  venture({ title: 'Sports', slug: 'sports', featured_title: 'Sports & Leagues', order: 1 }),
  venture({ title: 'Hospitality', slug: 'hospitality', order: 2 }),
  venture({ title: 'Mining', slug: 'mining', order: 3, status: false }),
];

/** A column as shown from 768 px (the accordion below that lists the same links). */
const section = (name: string) => screen.getByRole('region', { name });

beforeEach(() => setSiteState({ globals, ventureCategories: ventures }));

describe('SiteFooter', () => {
  it('links each active venture by featured title, falling back to the title', () => {
    renderWithRouter(<SiteFooter />);
    const links = within(section('BUSINESS VENTURES')).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Sports & Leagues', '/business-venture/sports'],
      ['Hospitality', '/business-venture/hospitality'],
    ]);
  });

  it('lists the quick links, with Contact Us marked for narrow screens only', () => {
    renderWithRouter(<SiteFooter />);
    const links = within(section('QUICK LINKS')).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Our Company', '/our-company'],
      ['Management Team', '/management-team'],
      ['Investments', '/investments'],
      ['Our Initiatives', '/csr-initiatives'],
      ['News Centre', '/news-centre'],
      ['Careers', '/careers'],
      ['Contact Us', '/contact-us'],
    ]);
    expect(links[6].closest('li')).toHaveClass('narrowOnly');
    expect(links[5].closest('li')).not.toHaveClass('narrowOnly');
  });

  it('shows the email and phone from the global settings as mail and call links', () => {
    renderWithRouter(<SiteFooter />);
    expect(screen.getByRole('heading', { name: 'EMAIL ID' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'info@meridiangroup.example' })).toHaveAttribute(
      'href',
      'mailto:info@meridiangroup.example',
    );
    expect(screen.getByRole('heading', { name: 'PHONE NO.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '+91 22 4000 1234' })).toHaveAttribute('href', 'tel:+912240001234');
  });

  it('still renders without email, phone or social links while the global settings are missing', () => {
    setSiteState({ globals: null, ventureCategories: ventures });
    renderWithRouter(<SiteFooter />);
    expect(screen.getByRole('heading', { name: 'EMAIL ID' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'PHONE NO.' })).toBeInTheDocument();
    expect(document.querySelector('a[href^="mailto:"], a[href^="tel:"]')).toBeNull();
    expect(screen.queryByRole('link', { name: 'LinkedIn' })).not.toBeInTheDocument();
    expect(within(section('BUSINESS VENTURES')).getByRole('link', { name: 'Sports & Leagues' })).toBeInTheDocument();
  });

  it('shows LinkedIn, Instagram, Facebook and YouTube in that order, each in a new tab, and no other platform', () => {
    renderWithRouter(<SiteFooter />);
    const social = within(screen.getByRole('list', { name: 'Social media' })).getAllByRole('link');
    expect(social.map((link) => link.getAttribute('aria-label'))).toEqual([
      'LinkedIn',
      'Instagram',
      'Facebook',
      'YouTube',
    ]);
    expect(social.map((link) => link.getAttribute('href'))).toEqual([
      'https://linkedin.com/company/meridian',
      'https://instagram.com/meridian',
      'https://facebook.com/meridian',
      'https://youtube.com/@meridian',
    ]);
    for (const link of social) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(document.querySelector('a[href*="twitter"], a[href*="pinterest"]')).toBeNull();
  });

  it('links the legal pages', () => {
    renderWithRouter(<SiteFooter />);
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
    expect(screen.getByRole('link', { name: 'Terms & Conditions' })).toHaveAttribute('href', '/terms-and-conditions');
  });

  it('shows the copyright with the current year and the builder credit', () => {
    jest.useFakeTimers({ now: new Date('2031-03-15T10:00:00Z') });
    try {
      renderWithRouter(<SiteFooter />);
      expect(screen.getByText('© 2031 Meridian Group. All rights reserved.')).toBeInTheDocument();
      expect(screen.getByText('Designed & developed by Northlight Studio')).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('has the arrow link to the top of the page, which the browser follows without script', () => {
    renderWithRouter(<SiteFooter />);
    expect(screen.getByRole('link', { name: 'Scroll to top' })).toHaveAttribute('href', '#top');
  });

  it('scrolls smoothly back to the top from the arrow once the script runs, leaving the address as it is', async () => {
    const user = userEvent.setup();
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    renderWithRouter(<SiteFooter />);
    const before = window.location.href;
    await user.click(screen.getByRole('link', { name: 'Scroll to top' }));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    expect(window.location.href).toBe(before);
  });
});
