import { pageMetaKeys } from '@group/shared/contract';
import type { Collection, ContentBundle } from './content-files';

export interface LinkProblem {
  collection: Collection;
  field: Array<string | number>;
  message: string;
}

function duplicates(
  collection: Collection,
  items: ReadonlyArray<Record<string, unknown>>,
  key: string,
): LinkProblem[] {
  const seen = new Set<unknown>();
  const problems: LinkProblem[] = [];
  items.forEach((item, index) => {
    const value = item[key];
    if (value === undefined) return;
    if (seen.has(value)) problems.push({ collection, field: [index, key], message: `Duplicate ${key} "${String(value)}"` });
    seen.add(value);
  });
  return problems;
}

/** What a schema cannot see: references between files, and keys that must be unique. */
export function checkContentLinks(content: ContentBundle): LinkProblem[] {
  const problems: LinkProblem[] = [
    ...duplicates('newsItems', content.newsItems, '_id'),
    ...duplicates('newsItems', content.newsItems, 'slug'),
    ...duplicates('newsCategories', content.newsCategories, '_id'),
    ...duplicates('newsCategories', content.newsCategories, 'name'),
    ...duplicates('ventureCategories', content.ventureCategories, 'slug'),
    ...duplicates('ventureCategories', content.ventureCategories, '_id'),
    ...duplicates('ventureBanners', content.ventureBanners, '_id'),
    ...duplicates('galleryImages', content.galleryImages, '_id'),
    ...duplicates('galleryCategories', content.galleryCategories, '_id'),
  ];

  const newsCategoryIds = new Set(content.newsCategories.map((category) => category._id));
  const newsCategoryNames = new Set(content.newsCategories.map((category) => category.name));
  content.newsItems.forEach(({ category }, index) => {
    if (category._id !== undefined && !newsCategoryIds.has(category._id)) {
      problems.push({ collection: 'newsItems', field: [index, 'category', '_id'], message: `Unknown news category "${category._id}"` });
    } else if (category._id === undefined && !newsCategoryNames.has(category.name)) {
      problems.push({ collection: 'newsItems', field: [index, 'category', 'name'], message: `Unknown news category "${category.name}"` });
    }
  });

  const galleryCategoryIds = new Set(content.galleryCategories.map((category) => category._id));
  content.galleryImages.forEach(({ category }, index) => {
    if (!galleryCategoryIds.has(category._id)) {
      problems.push({ collection: 'galleryImages', field: [index, 'category', '_id'], message: `Unknown gallery category "${category._id}"` });
    }
  });

  const ventureSlugs = new Set(content.ventureCategories.map((venture) => venture.slug));
  content.ventureBanners.forEach(({ category }, index) => {
    if (!ventureSlugs.has(category.slug)) {
      problems.push({ collection: 'ventureBanners', field: [index, 'category', 'slug'], message: `Unknown venture "${category.slug}"` });
    }
  });

  // Every page asks for its meta by key; a missing key would leave that page without a title.
  const requiredMetaKeys = [...pageMetaKeys, ...content.ventureCategories.map((venture) => venture.title)];
  for (const key of requiredMetaKeys) {
    if (!(key in content.pageMeta)) {
      problems.push({ collection: 'pageMeta', field: [key], message: `Missing page meta for "${key}"` });
    }
  }
  return problems;
}
