/** Paths of SPEC §7, relative to the API base address. */
export const endpoints = {
  homeBanners: '/homepage/banners',
  ventureBanners: '/business-ventures/banners',
  homeStats: '/homepage/stats',
  homeContent: '/homepage',
  newsCategories: '/newscentre/categories',
  newsInitial: '/newscentre/initial',
  newsPage: ({ category, skip, limit }: { category: string; skip: number; limit: number }) =>
    `/newscentre?${new URLSearchParams({ category, skip: String(skip), limit: String(limit) })}`,
  newsItem: (slug: string) => `/newscentre/${encodeURIComponent(slug)}`,
  pageMeta: (key: string) => `/page-meta/${encodeURIComponent(key)}`,
  gallery: '/gallery',
  galleryCategories: '/gallery/categories',
  sectionBanners: '/section-banners',
  globals: '/globals',
  ventureCategories: '/business-ventures/category',
  ventureBySlug: (slug: string) => `/business-ventures/category-by-slug/${encodeURIComponent(slug)}`,
  achievements: '/our-company/achievements',
  leadership: '/our-company/leadership',
  sectionOne: '/our-company/section1',
  ourCompanyContent: '/our-company/content',
  managementTeam: '/management-team',
  managementContent: '/management-team/content',
  careersContent: '/careers/content',
  contactLeads: '/contact-leads',
  careerLeads: '/career-leads',
} as const;

/** News load-more page size (SPEC §9). */
export const NEWS_PAGE_SIZE = 3;
