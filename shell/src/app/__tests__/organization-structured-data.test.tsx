import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { GlobalSettings } from '@group/shared/contract';
import { hydrateFromServer, renderOnServer, renderWithRuntime, resetSiteStore, testRuntime } from '@group/shared/testing';
import type { HydrationResult } from '@group/shared/testing';
import { OrganizationStructuredData, SiteLayout } from '../site-layout';

const globals: GlobalSettings = {
  address: '12 Marine Drive, Mumbai',
  google_maps_url: 'https://maps.example.com/meridian',
  email: ' info@meridiangroup.example ',
  phone_number: '+91 22 6150 2000',
  social_media_links: [
    { platform: 'youtube', link: 'https://youtube.com/@meridian' },
    { platform: 'twitter', link: 'https://twitter.com/meridian' },
    { platform: 'Facebook', link: 'https://facebook.com/meridian' },
    { platform: 'linkedin', link: 'linkedin.com/company/meridian' },
    { platform: 'instagram', link: 'https://instagram.com/meridian' },
  ],
};

type Node = Record<string, unknown>;

/** The structured data of the rendered markup, parsed as a crawler parses it. */
const structuredData = (container: ParentNode): Node[] =>
  [...container.querySelectorAll('script[type="application/ld+json"]')].map((script) => JSON.parse(script.textContent ?? '') as Node);

const organizations = (container: ParentNode) => structuredData(container).filter((node) => node['@type'] === 'Organization');

function renderLayout() {
  return renderWithRuntime(<RouterProvider router={createMemoryRouter([{ path: '*', element: <SiteLayout /> }])} />);
}

let hydrated: HydrationResult | undefined;

beforeEach(() => resetSiteStore());

afterEach(() => {
  hydrated?.unmount();
  hydrated = undefined;
});

describe('the layout’s Organization', () => {
  it('names the site and gives its profiles and contact point from the global settings', () => {
    testRuntime().store.getState().setGlobals(globals);
    const { container } = renderLayout();
    expect(organizations(container)).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: 'Meridian Group',
        url: 'http://localhost:3000/',
        logo: 'http://localhost:3000/logo.svg',
        // The footer's platforms, in its order, with its absolute addresses; twitter is not shown there.
        sameAs: [
          'https://linkedin.com/company/meridian',
          'https://instagram.com/meridian',
          'https://facebook.com/meridian',
          'https://youtube.com/@meridian',
        ],
        contactPoint: {
          '@type': 'ContactPoint',
          contactType: 'customer service',
          email: 'info@meridiangroup.example',
          telephone: '+91 22 6150 2000',
        },
      },
    ]);
  });

  it('without the global settings, names the site only', () => {
    const { container } = renderLayout();
    expect(organizations(container)).toEqual([
      { '@context': 'https://schema.org', '@type': 'Organization', name: 'Meridian Group', url: 'http://localhost:3000/', logo: 'http://localhost:3000/logo.svg' },
    ]);
  });

  it('leaves out what the global settings have empty', () => {
    testRuntime().store.getState().setGlobals({ ...globals, email: '', phone_number: ' ', social_media_links: [{ platform: 'twitter', link: 'https://twitter.com/meridian' }] });
    const [organization] = organizations(renderLayout().container);
    expect(Object.keys(organization).sort()).toEqual(['@context', '@type', 'logo', 'name', 'url']);
  });

  it('is sent by the server with the page and hydrates without a mismatch', async () => {
    testRuntime().store.getState().setGlobals(globals);
    const page = <OrganizationStructuredData />;
    const server = await renderOnServer(page);
    const sent = document.createElement('template');
    sent.innerHTML = server.html;
    expect(organizations(sent.content)).toHaveLength(1);

    const errors = jest.spyOn(console, 'error');
    const warnings = jest.spyOn(console, 'warn');
    hydrated = await hydrateFromServer(page, server);
    expect(hydrated.errors).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
    expect(warnings).not.toHaveBeenCalled();
    expect(organizations(hydrated.container)).toEqual(organizations(sent.content));
  });
});
