import { findSectionBanner } from '../section-page-queries';
import { sectionPageHead } from '../section-page-head';

describe('sectionPageHead', () => {
  it("takes the backend's page meta when there is one", () => {
    expect(
      sectionPageHead({ meta: { meta_title: 'Careers at Example', meta_description: 'Work with us' }, canonicalPath: '/careers', name: 'Careers', description: 'Apply online.', siteName: 'Example Group' }),
    ).toMatchObject({ title: 'Careers at Example', description: 'Work with us', canonicalPath: '/careers' });
  });

  it("falls back to the page's name and its own description", () => {
    expect(sectionPageHead({ meta: undefined, canonicalPath: '/careers', name: 'Careers', description: 'Apply online.', siteName: 'Example Group' })).toEqual({
      title: 'Careers | Example Group',
      description: 'Apply online.',
      canonicalPath: '/careers',
    });
  });
});

describe('findSectionBanner', () => {
  it("picks the page's entry, and nothing when the list is missing", () => {
    const banners = [{ section: 'careers', title: 'Careers' }, { section: 'contact-us', title: 'Contact Us' }];
    expect(findSectionBanner(banners, 'contact-us')?.title).toBe('Contact Us');
    expect(findSectionBanner(banners, 'gallery')).toBeUndefined();
    expect(findSectionBanner(undefined, 'careers')).toBeUndefined();
  });
});
