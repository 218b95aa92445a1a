/** The route constants of SPEC §2, in one place. Links are built from these, never typed out. */
export const sectorSlugs = [
  'sports',
  'hospitality',
  'healthcare',
  'renewable-energy',
  'infrastructure',
  'information-technology',
  'media-and-entertainment',
] as const;
export type SectorSlug = (typeof sectorSlugs)[number];

export const paths = {
  home: '/',
  ourCompany: '/our-company',
  managementTeam: '/management-team',
  gallery: '/gallery',
  investments: '/investments',
  contactUs: '/contact-us',
  careers: '/careers',
  csrInitiatives: '/csr-initiatives',
  newsCentre: '/news-centre',
  newsDetailPattern: '/news-centre/:slug',
  newsDetail: (slug: string) => `/news-centre/${encodeURIComponent(slug)}`,
  newsCategory: (categoryId: string) => `/news-centre#${encodeURIComponent(categoryId)}`,
  termsAndConditions: '/terms-and-conditions',
  privacyPolicy: '/privacy-policy',
  businessVenturePattern: '/business-venture/:id',
  businessVenture: (slug: string) => `/business-venture/${encodeURIComponent(slug)}`,
  sports: '/sports',
  hospitality: '/hospitality',
  healthcare: '/healthcare',
  renewableEnergy: '/renewable-energy',
  infrastructure: '/infrastructure',
  informationTechnology: '/information-technology',
  mediaAndEntertainment: '/media-and-entertainment',
  sector: (slug: SectorSlug) => `/${slug}`,
} as const;

export const isSectorSlug = (value: string): value is SectorSlug =>
  (sectorSlugs as readonly string[]).includes(value);

/** The group's logo as an image file of the site (structured data names it; the header draws it inline). */
export const ORGANIZATION_LOGO_PATH = '/logo.svg';
