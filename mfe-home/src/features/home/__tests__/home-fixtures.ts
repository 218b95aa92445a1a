import type { HomeBanner, HomeContent, homeStatSchema, NewsCategory, PageMeta, VentureBanner } from '@group/shared/contract';
import type { MockAnswer, MockRoutes, MockValue, SentFor } from '@group/shared/testing';
import { ok } from '@group/shared/testing';

/** Content shaped like the demo content of content-api, small enough to read in a test. */
export const banners = [
  {
    _id: 'b1',
    desktop_banner: { url: 'banners/home-1-desktop.jpg' },
    mobile_banner: { url: 'banners/home-1-mobile.jpg' },
    alt_tag: 'A diversified Indian business group',
    title: 'Building <strong>India’s tomorrow</strong>',
    description: '<p>From cricket grounds to solar parks.</p>',
    cta_text: 'Discover Our Company',
    cta: '/our-company',
  },
  {
    _id: 'b2',
    desktop_banner: { url: 'banners/home-2-desktop.jpg' },
    mobile_banner: { url: 'banners/home-2-mobile.jpg' },
    alt_tag: 'Solar panels under a bright sun',
    title: 'Powering a <strong>cleaner future</strong>',
  },
  {
    _id: 'b3',
    desktop_banner: { url: 'banners/home-3-desktop.jpg' },
    mobile_banner: { url: 'banners/home-3-mobile.jpg' },
    alt_tag: 'Cricket stumps on a stadium pitch',
    title: 'Where <strong>champions</strong> are made',
    cta_text: 'Explore Sports',
    cta: 'business-venture/sports',
  },
] satisfies HomeBanner[];

export const stats = [
  { _id: 's1', number: '07', name: 'Sectors <br>Present', image: { url: 'icons/stat-sectors.png' }, alt_tag: 'Sectors present' },
  { _id: 's2', number: 10, name: 'Lakh Lives <br>Impacted', image: { url: 'icons/stat-lives.png' }, alt_tag: 'Impacting lives' },
  { _id: 's3', number: 25, name: 'Solar Projects <br>Delivered', image: { url: 'icons/stat-solar.png' }, alt_tag: 'Solar projects' },
] satisfies SentFor<typeof homeStatSchema>[];

export const content = {
  section1: {
    heading: 'About Us',
    title: 'A legacy of enterprise, <strong>a future of purpose</strong>',
    description: '<p>Meridian Group is a diversified Indian business group.</p><img src="x" onerror="window.hacked = true">',
    cta_text: 'Know More',
    cta_link: '/our-company',
  },
  section2: { heading: 'Business Ventures', description: '<p>Seven sectors, one commitment.</p>' },
} satisfies HomeContent;

const venture = (id: string, title: string, slug: string, order: number, status = true): VentureBanner => ({
  _id: id,
  category: { title, slug, status, order },
  accordion_desktop_banner: { url: `ventures/${slug}-accordion-desktop.jpg` },
  accordion_mobile_banner: { url: `ventures/${slug}-accordion-mobile.jpg` },
  alt_tag_accordian: `${title} at Meridian Group`,
  featured_line: `The ${title.toLowerCase()} line`,
});

/** In category order, as the server sends them. */
export const ventures = [
  venture('v1', 'Sports', 'sports', 1),
  venture('v2', 'Hospitality', 'hospitality', 2),
  venture('v3', 'Healthcare', 'healthcare', 3),
];
export const hiddenVenture = venture('v9', 'Agriculture', 'agriculture', 8, false);

export const newsCategories = [
  { _id: 'c1', name: 'Press Releases', description: 'Official announcements.', thumbnail: { url: 'news/category-press-releases.jpg', name: 'Press Releases' } },
  { _id: 'c2', name: 'Media Mentions', description: 'What the press is saying.', thumbnail: { url: 'news/category-media-mentions.jpg' } },
] satisfies NewsCategory[];

export const meta = {
  meta_title: 'Meridian Group | A Diversified Indian Business Group',
  meta_description: 'Meridian Group builds enterprises in seven sectors.',
  og_title: 'Meridian Group',
  og_image: { url: 'og/meridian-group.jpg' },
} satisfies PageMeta;

export const homeEndpoints = {
  banner: '/homepage/banners',
  stats: '/homepage/stats',
  section: '/homepage',
  accordion: '/business-ventures/banners',
  news: '/newscentre/categories',
  meta: '/page-meta/home',
} as const;

export type HomeLoadName = keyof typeof homeEndpoints;

/** What each home call answers when all is well. */
export const homeAnswers: Record<HomeLoadName, MockAnswer> = {
  banner: ok(banners),
  stats: ok(stats),
  section: ok([content]),
  accordion: ok(ventures),
  news: ok(newsCategories),
  meta: ok(meta),
};

/** Every home call answered with the fixtures; `overrides` replaces any of them by load name. */
export function homeRoutes(overrides: Partial<Record<HomeLoadName, MockValue>> = {}): MockRoutes {
  const answers: Record<HomeLoadName, MockValue> = { ...homeAnswers, ...overrides };
  return Object.fromEntries(
    (Object.keys(homeEndpoints) as HomeLoadName[]).map((name) => [homeEndpoints[name], answers[name]]),
  );
}

/** A promise the test resolves when it chooses, to hold one load pending. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}
