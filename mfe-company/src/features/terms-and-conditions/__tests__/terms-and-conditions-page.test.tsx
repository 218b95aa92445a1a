import { screen, waitFor, within } from '@testing-library/react';
import { mockFetch, renderWithRouter, resetSiteStore, testRuntime } from '@group/shared/testing';
import { companyRoutes } from '../../../test-support/fixtures';
import { TermsAndConditionsPage } from '../terms-and-conditions-page';

beforeEach(resetSiteStore);

const section = (name: string) => screen.getByRole('region', { name });

async function renderTerms() {
  mockFetch(companyRoutes());
  const view = renderWithRouter(<TermsAndConditionsPage />);
  // The banner settles first, so every test sees the finished page.
  await screen.findByRole('heading', { level: 1, name: 'Terms and Conditions' });
  return view;
}

describe('Terms and Conditions page', () => {
  it('says when it was last updated and whose terms they are', async () => {
    await renderTerms();
    expect(screen.getByText('Last updated: July 30, 2025')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Terms and Conditions' })).toHaveTextContent(/Meridian Group, a diversified business group based in Mumbai, India/);
  });

  it('has a heading for every section SPEC lists, in order', async () => {
    await renderTerms();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings).toEqual([
      'Interpretation and Definitions',
      'Acknowledgment',
      'Age Restriction',
      'User Restrictions',
      'Third-Party Content',
      'Proprietary Materials',
      'Links to Other Websites',
      'Termination',
      'Limits of Liability',
      '“AS IS” and “AS AVAILABLE” Disclaimer',
      'Governing Law',
      'For European Union (EU) Users',
      'United States Legal Compliance',
      'Severability and Waiver',
      'Assignment',
      'Translation Interpretation',
      'Changes to These Terms and Conditions',
      'Indemnities',
      'Contact Us',
    ]);
  });

  it('requires visitors to be over 18', async () => {
    await renderTerms();
    expect(section('Age Restriction')).toHaveTextContent('You represent that You are over the age of 18.');
  });

  it('is governed by the laws of India, with the courts of Mumbai', async () => {
    await renderTerms();
    expect(section('Governing Law')).toHaveTextContent(/The laws of India.*shall govern these Terms/);
    expect(section('Governing Law')).toHaveTextContent(/The courts of Mumbai, Maharashtra shall have exclusive jurisdiction/);
  });

  it('promises 30 days’ notice of material changes', async () => {
    await renderTerms();
    expect(section('Changes to These Terms and Conditions')).toHaveTextContent(/If a revision is material .* at least 30 days’ notice/);
  });

  it('links to the contact page and shows the email address from the global settings', async () => {
    testRuntime().store.getState().setGlobals({ address: 'Mumbai', google_maps_url: '', email: 'info@meridiangroup.example', phone_number: '', social_media_links: [] });
    await renderTerms();
    const contact = section('Contact Us');
    expect(within(contact).getByRole('link', { name: 'Contact Us page' })).toHaveAttribute('href', '/contact-us');
    expect(within(contact).getByRole('link', { name: 'info@meridiangroup.example' })).toHaveAttribute('href', 'mailto:info@meridiangroup.example');
  });

  it('points to the contact page for the email address until the global settings are known', async () => {
    await renderTerms();
    const contact = section('Contact Us');
    expect(within(contact).getByRole('link', { name: 'the email address on our Contact Us page' })).toHaveAttribute('href', '/contact-us');
  });

  it('uses its banner (mobile image up to 767 px) and sets its own page head', async () => {
    await renderTerms();
    const heading = await screen.findByRole('heading', { level: 1, name: 'Terms and Conditions' });
    expect(heading.closest('section')?.querySelector('source')).toHaveAttribute('media', '(max-width: 767px)');
    await waitFor(() => expect(document.title).toBe('Terms and Conditions | Meridian Group'));
    expect(document.querySelector('link[rel="canonical"]')).toHaveAttribute('href', 'http://localhost:3000/terms-and-conditions');
  });
});
