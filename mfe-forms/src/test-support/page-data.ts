import type { CareersContent, GlobalSettings, PageMeta, SectionBanner } from '@group/shared/contract';

/** Backend answers for the page tests, shaped like content-api's demo content and typed by the contract. */
export const sectionBanners = [
  { section: 'careers', title: 'Careers', desktop_banner: { url: 'banners/careers-desktop.jpg' }, mobile_banner: { url: 'banners/careers-mobile.jpg' } },
  {
    section: 'contact-us',
    title: 'Contact Us',
    desktop_banner: { url: 'banners/contact-us-desktop.jpg' },
    mobile_banner: { url: 'banners/contact-us-mobile.jpg' },
  },
] satisfies SectionBanner[];

export const contactMeta = {
  meta_title: 'Contact Us | Meridian Group',
  meta_description: 'Reach Meridian Group in Mumbai by email, phone or our enquiry form.',
} satisfies PageMeta;

export const careersMeta = {
  meta_title: 'Careers | Meridian Group',
  meta_description: 'Build your career across seven sectors with Meridian Group. Apply online.',
} satisfies PageMeta;

export const globals = {
  address: 'Meridian House, 12th Floor, Bandra Kurla Complex, Mumbai 400051, India',
  google_maps_url: 'https://www.google.com/maps/search/?api=1&query=Bandra+Kurla+Complex+Mumbai',
  email: 'info@meridiangroup.example',
  phone_number: '+91 22 6150 2000',
  social_media_links: [],
} satisfies GlobalSettings;

export const careersContent = {
  title: 'Build your career with <strong>Meridian</strong>',
  description: '<p>Projects that shape India.</p><ul><li>Roles across <strong>seven sectors</strong></li><li>Mentoring</li></ul>',
} satisfies CareersContent;
