import type { NewsCategory, NewsItem } from '@group/shared/contract';
import { ok } from '@group/shared/testing';
import type { MockRequest } from '@group/shared/testing';
import { newsCentreBanner } from '../../../test-support/news-centre-banner';

export const pressReleases: NewsCategory = { _id: 'cat-press', name: 'Press Releases' };
export const mediaMentions: NewsCategory = { _id: 'cat-media', name: 'Media Mentions' };
export const groupUpdates: NewsCategory = { _id: 'cat-group', name: 'Group Updates' };
export const categories = [pressReleases, mediaMentions, groupUpdates];

let counter = 0;

/** A published inner-page news item of `category`; override any field. */
export function newsItem(category: NewsCategory, overrides: Partial<NewsItem> = {}): NewsItem {
  counter += 1;
  const id = overrides._id ?? `${category._id}-${counter}`;
  return {
    _id: id,
    slug: `story-${id}`,
    title: `Story ${id}`,
    description: '<p>Body</p>',
    image: { url: `news/${id}.jpg` },
    alt_tag: `Picture of ${id}`,
    createdAt: '2026-03-04T10:00:00.000Z',
    status: true,
    link_type: 'inner-page-link',
    category: { _id: category._id, name: category.name },
    ...overrides,
  };
}

/** `count` items of a category, titled "<Name> 1", "<Name> 2", … */
export function newsItems(category: NewsCategory, count: number, from = 1): NewsItem[] {
  return Array.from({ length: count }, (_, index) =>
    newsItem(category, { _id: `${category._id}-${from + index}`, title: `${category.name} ${from + index}` }),
  );
}

export const newsCentreMeta = {
  meta_title: 'News Centre | Meridian Group',
  meta_description: 'Press releases and media mentions.',
  og_title: 'News Centre | Meridian Group',
};

/** News by category name, as the backend sends them. */
type Initial = Record<string, { news: object[]; totalCount: number }>;

/** The routes the listing asks for on load, answered with `initial` (override any of them). */
export function listingRoutes(initial: Initial, extra: Record<string, unknown> = {}) {
  return {
    '/section-banners': ok([{ ...newsCentreBanner, section: 'careers', title: 'Careers' }, newsCentreBanner]),
    '/page-meta/news_centre': ok(newsCentreMeta),
    '/newscentre/categories': ok(categories),
    '/newscentre/initial': ok(initial),
    ...extra,
  };
}

/** Three items per category as the first page, with the given totals. */
export function firstPages(totals: Partial<Record<string, number>> = {}): Initial {
  const initial: Initial = {};
  for (const category of categories) {
    const total = totals[category.name] ?? 3;
    initial[category.name] = { news: newsItems(category, Math.min(3, total)), totalCount: total };
  }
  return initial;
}

export const pageOf = (request: MockRequest) => new URLSearchParams(request.path.split('?')[1]);

/** Answers /newscentre pages from `all` items per category id, as the backend does. */
export function pagedBackend(all: Record<string, ReturnType<typeof newsItems>>) {
  return (request: MockRequest) => {
    const query = pageOf(request);
    const skip = Number(query.get('skip'));
    return ok(all[query.get('category') ?? '']?.slice(skip, skip + Number(query.get('limit'))) ?? []);
  };
}
