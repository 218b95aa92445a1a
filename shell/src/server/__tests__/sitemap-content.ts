import { createSiteRuntime } from '@group/shared/runtime';
import { ok } from '@group/shared/testing';
import type { NewsCategory } from '@group/shared/contract';
import type { MockRoutes } from '@group/shared/testing';

export const SITE_URL = 'https://www.meridian.example';

/** A runtime of the site at SITE_URL, as the renderer makes one for each sitemap (its toasts seen by no visitor). */
export const sitemapRuntime = () => createSiteRuntime({ config: { siteUrl: SITE_URL } });

/** The static routes of SPEC §2, as absolute addresses, in the sitemap's order. */
export const staticLocs = [
  '/',
  '/our-company',
  '/management-team',
  '/gallery',
  '/investments',
  '/contact-us',
  '/careers',
  '/csr-initiatives',
  '/news-centre',
  '/terms-and-conditions',
  '/privacy-policy',
].map((path) => `${SITE_URL}${path}`);

// Loose on purpose: the sitemap's tests send records with odd and missing fields.
export const venture = (slug: string, extra: Record<string, unknown> = {}) => ({ title: `Venture ${slug}`, slug, status: true, sections: [], ...extra });

export const pressReleases: NewsCategory = { _id: 'cat-press', name: 'Press Releases' };
export const mediaMentions: NewsCategory = { _id: 'cat-media', name: 'Media Mentions' };

/** A published news item with a page of its own; override any field. */
export const news = (slug: string, extra: Record<string, unknown> = {}) => ({
  _id: `id-${slug}`,
  slug,
  title: `Story ${slug}`,
  description: '<p>Body</p>',
  createdAt: '2026-01-14T10:30:00.000Z',
  status: true,
  link_type: 'inner-page-link',
  category: { name: pressReleases.name },
  ...extra,
});

/**
 * A backend with two active ventures and an inactive one; Press Releases with five items, three
 * of them on the first page; Media Mentions with one item of each other link type.
 */
export const contentRoutes = (): MockRoutes => ({
  '/business-ventures/category': ok([venture('hospitality', { order: 2 }), venture('agriculture', { status: false }), venture('sports', { order: 1 })]),
  '/newscentre/categories': ok([pressReleases, mediaMentions]),
  '/newscentre/initial': ok({
    'Press Releases': {
      news: [news('solar-park'), news('annual-report-draft', { status: false }), news('new-hospital', { createdAt: '2025-12-02T09:00:00+05:30' })],
      totalCount: 5,
    },
    'Media Mentions': {
      news: [
        news('group-film', { link_type: 'video', cta: 'https://video.example/film' }),
        news('press-interview', { link_type: 'external-link', cta: 'https://paper.example/interview' }),
        news('plain-mention', { link_type: 'none' }),
      ],
      totalCount: 3,
    },
  }),
  '/newscentre?category=cat-press&skip=3&limit=3': ok({ news: [news('cricket-academy', { createdAt: 'not a date' }), news('ring-road')], totalCount: 5 }),
});
