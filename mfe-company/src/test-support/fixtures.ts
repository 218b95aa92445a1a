import { endpoints } from '@group/shared/contract';
import type { PageMeta, SectionBanner } from '@group/shared/contract';
import type { MockRoutes, MockValue } from '@group/shared/testing';
import { ok } from '@group/shared/testing';

export const sectionBanners = [
  { section: 'our-company', title: 'Our Company', desktop_banner: { url: 'banners/our-company-desktop.jpg' }, mobile_banner: { url: 'banners/our-company-mobile.jpg' } },
  { section: 'management-team', title: 'Management Team', desktop_banner: { url: 'banners/management-team-desktop.jpg' }, mobile_banner: { url: 'banners/management-team-mobile.jpg' } },
  { section: 'gallery', title: 'Gallery', desktop_banner: { url: 'banners/gallery-desktop.jpg' }, mobile_banner: { url: 'banners/gallery-mobile.jpg' } },
  { section: 'investments', title: 'Investments', desktop_banner: { url: 'banners/investments-desktop.jpg' }, mobile_banner: { url: 'banners/investments-mobile.jpg' } },
  { section: 'csr-initiatives', title: 'CSR Initiatives', desktop_banner: { url: 'banners/csr-desktop.jpg' }, mobile_banner: { url: 'banners/csr-mobile.jpg' } },
  { section: 'privacy-policy', title: 'Privacy Policy', desktop_banner: { url: 'banners/privacy-desktop.jpg' }, mobile_banner: { url: 'banners/privacy-mobile.jpg' } },
  { section: 'terms-and-conditions', title: 'Terms and Conditions', desktop_banner: { url: 'banners/terms-desktop.jpg' }, mobile_banner: { url: 'banners/terms-mobile.jpg' } },
] satisfies SectionBanner[];

export const pageMeta = (name: string): PageMeta => ({
  meta_title: `${name} | Meridian Group`,
  meta_description: `About ${name}.`,
  og_title: `${name} (shared)`,
  og_description: `Share ${name}.`,
  og_image: { url: 'og/meridian-group.jpg' },
});

/** Routes every company page may call; a test overrides the ones it is about. */
export function companyRoutes(overrides: Partial<Record<string, MockValue>> = {}): MockRoutes {
  return {
    [endpoints.sectionBanners]: ok(sectionBanners),
    [endpoints.pageMeta('our_company')]: ok(pageMeta('Our Company')),
    [endpoints.pageMeta('management_team')]: ok(pageMeta('Management Team')),
    [endpoints.pageMeta('gallery')]: ok(pageMeta('Gallery')),
    ...(overrides as MockRoutes),
  };
}

/** A promise the test settles, to hold a load in its loading state. */
export function deferred<T = unknown>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

/** The API client logs failures on purpose; a test about a failure keeps its output readable. */
export function silenceApiLogs(): void {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
}
