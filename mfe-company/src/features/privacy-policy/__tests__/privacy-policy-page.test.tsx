import { screen, waitFor, within } from '@testing-library/react';
import { bannerImagesOf, mockFetch, renderWithRouter, resetSiteStore, testRuntime } from '@group/shared/testing';
import { companyRoutes } from '../../../test-support/fixtures';
import { PrivacyPolicyPage } from '../privacy-policy-page';

beforeEach(resetSiteStore);

const section = (name: string) => screen.getByRole('region', { name });
const listItems = (element: HTMLElement) => within(element).getAllByRole('listitem').map((item) => item.textContent);

async function renderPrivacy() {
  mockFetch(companyRoutes());
  const view = renderWithRouter(<PrivacyPolicyPage />);
  // The banner settles first, so every test sees the finished page.
  await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' });
  return view;
}

describe('Privacy Policy page', () => {
  it('was last updated on July 30, 2025, by a company based in Mumbai, India', async () => {
    await renderPrivacy();
    expect(screen.getByText('Last updated: July 30, 2025')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Privacy Policy' })).toHaveTextContent(/Meridian Group, a company based in Mumbai, India/);
  });

  it('has a heading for each section', async () => {
    await renderPrivacy();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Interpretation and Definitions',
      'Collecting and Using Your Personal Data',
      'Use of Your Personal Data',
      'Retention of Your Personal Data',
      'Transfer of Your Personal Data',
      'Disclosure of Your Personal Data',
      'Security of Your Personal Data',
      'Your Data Protection Rights',
      'Children’s Privacy',
      'Links to Other Websites',
      'Changes to this Privacy Policy',
      'Contact Us',
    ]);
  });

  it('lists the personal data collected and the social login providers', async () => {
    await renderPrivacy();
    const collecting = section('Collecting and Using Your Personal Data');
    const items = listItems(collecting);
    expect(items).toEqual(expect.arrayContaining(['Email address', 'First name and last name', 'Phone number', 'Usage Data']));
    expect(items).toEqual(expect.arrayContaining(['Google', 'Facebook', 'Instagram', 'Twitter (X)', 'LinkedIn']));
  });

  it('describes essential (session), cookie-acceptance (persistent) and functionality (persistent) cookies', async () => {
    await renderPrivacy();
    const terms = within(section('Collecting and Using Your Personal Data'))
      .getAllByRole('term')
      .map((term) => term.textContent);
    expect(terms).toEqual([
      'Necessary / Essential Cookies (Session Cookies, administered by Us)',
      'Cookies Policy / Notice Acceptance Cookies (Persistent Cookies, administered by Us)',
      'Functionality Cookies (Persistent Cookies, administered by Us)',
    ]);
  });

  it('lists the data subject rights', async () => {
    await renderPrivacy();
    const rights = listItems(section('Your Data Protection Rights')).map((item) => item?.split(':')[0]);
    expect(rights).toEqual(['Access', 'Correction', 'Deletion', 'Objection or restriction', 'Portability', 'Withdrawal of consent']);
  });

  it('does not serve children under 13', async () => {
    await renderPrivacy();
    expect(section('Children’s Privacy')).toHaveTextContent('Our Service does not address anyone under the age of 13.');
  });

  it('tells visitors they will be notified of changes', async () => {
    await renderPrivacy();
    expect(section('Changes to this Privacy Policy')).toHaveTextContent(/We will notify You of any changes/);
  });

  it('can be contacted by email or through the contact page', async () => {
    testRuntime().store.getState().setGlobals({ address: 'Mumbai', google_maps_url: '', email: 'privacy@meridiangroup.example', phone_number: '', social_media_links: [] });
    await renderPrivacy();
    const contact = section('Contact Us');
    expect(within(contact).getByRole('link', { name: 'privacy@meridiangroup.example' })).toHaveAttribute('href', 'mailto:privacy@meridiangroup.example');
    expect(within(contact).getByRole('link', { name: 'Contact Us page' })).toHaveAttribute('href', '/contact-us');
  });

  it('switches its banner to the mobile image at 600 px', async () => {
    await renderPrivacy();
    const heading = await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' });
    const banner = heading.closest('section');
    expect(bannerImagesOf(banner)).toEqual({
      desktop: 'http://localhost:4000/images/banners/privacy-desktop.jpg',
      mobile: 'http://localhost:4000/images/banners/privacy-mobile.jpg',
      media: '(max-width: 600px)',
    });
  });

  it('sets its own page head', async () => {
    await renderPrivacy();
    await waitFor(() => expect(document.title).toBe('Privacy Policy | Meridian Group'));
    expect(document.querySelector('link[rel="canonical"]')).toHaveAttribute('href', 'http://localhost:3000/privacy-policy');
    expect(document.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'index, follow');
  });
});
