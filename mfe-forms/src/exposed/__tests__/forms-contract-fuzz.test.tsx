import { screen } from '@testing-library/react';
import { fuzzRecord, mockFetch, ok, renderWithRouter, resetSiteStore } from '@group/shared/testing';
import type { FuzzCase } from '@group/shared/testing';
import { CareersPage } from '../../features/careers/components/careers-page';
import { ContactUsPage } from '../../features/contact/components/contact-us-page';
import { installFakeGrecaptcha, removeFakeGrecaptcha } from '../../test-support/fake-grecaptcha';
import { careersContent, careersMeta, contactMeta, globals, sectionBanners } from '../../test-support/page-data';

const cases = (variants: FuzzCase[]) => variants.map((variant) => [variant.label, variant.record] as const);

const fullGlobals = { ...globals, social_media_links: [{ platform: 'linkedin', link: 'https://www.linkedin.com/company/meridian' }] };

const expectNoEmptyLinkOrImage = () => {
  for (const link of document.querySelectorAll('a')) expect(link.textContent?.trim()).toBeTruthy();
  for (const image of document.querySelectorAll('img')) expect(image.getAttribute('src')).toBeTruthy();
};

beforeEach(() => {
  resetSiteStore();
  installFakeGrecaptcha();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(removeFakeGrecaptcha);

describe('forms pages with empty, null, missing or coercible optional fields', () => {
  it.each(cases(fuzzRecord(fullGlobals, ['social_media_links.0.platform', 'social_media_links.0.link'])))(
    'Contact Us shows its details and the form when the global settings have %s',
    async (_label, record) => {
      mockFetch({ '/section-banners': ok(sectionBanners), '/page-meta/contact_us': ok(contactMeta), '/globals': ok([record]) });
      renderWithRouter(<ContactUsPage />, { route: '/contact-us' });
      expect(await screen.findByRole('heading', { name: 'ENQUIRE NOW' })).toBeInTheDocument();
      const details = await screen.findByRole('heading', { name: 'GET IN TOUCH' });
      expect(details.closest('section')?.querySelector('address')).not.toBeNull();
      expectNoEmptyLinkOrImage();
    },
  );

  it.each(cases(fuzzRecord(careersContent, ['title'])))('Careers shows its heading and the form when the content has %s', async (_label, record) => {
    mockFetch({ '/section-banners': ok(sectionBanners), '/page-meta/careers': ok(careersMeta), '/careers/content': ok([record]) });
    renderWithRouter(<CareersPage />, { route: '/careers' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Build your career with Meridian' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'APPLY NOW' })).toBeInTheDocument();
  });

  it.each(cases(fuzzRecord(sectionBanners[0], ['section'])))('Careers shows its banner when it has %s', async (_label, record) => {
    mockFetch({ '/section-banners': ok([record]), '/page-meta/careers': ok(careersMeta), '/careers/content': ok([careersContent]) });
    renderWithRouter(<CareersPage />, { route: '/careers' });
    expect(await screen.findByRole('heading', { name: 'APPLY NOW' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expectNoEmptyLinkOrImage();
  });
});
