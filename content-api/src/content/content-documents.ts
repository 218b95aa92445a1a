import type { Collection, ContentBundle } from './content-files';
import { writtenForm } from './records-as-written';

/** One row of content_documents: the record as the API answers it (as its file writes it), plus what SQL sorts on. */
export interface ContentDocument {
  collection: Collection;
  key: string;
  position: number;
  visible: boolean;
  sortOrder: number | null;
  groupKey: string | null;
  slug: string | null;
  body: unknown;
}

type Shape = Pick<ContentDocument, 'key'> & Partial<Omit<ContentDocument, 'key' | 'collection' | 'position'>>;

const SINGLE_KEY = 'main';

function listOf<T>(collection: Collection, items: readonly T[], shape: (item: T, index: number) => Shape): ContentDocument[] {
  return items.map((item, index) => ({
    collection,
    position: index,
    visible: true,
    sortOrder: null,
    groupKey: null,
    slug: null,
    body: writtenForm(item),
    ...shape(item, index),
  }));
}

const single = (collection: Collection, body: unknown): ContentDocument[] =>
  listOf(collection, [body], () => ({ key: SINGLE_KEY }));

/** Records without an _id are keyed by their place in the file. */
const byIdOrPlace = (item: { _id?: string }, index: number): Shape => ({ key: item._id ?? `#${index}` });

/** Turns validated content into rows; a news item's category is resolved to the category _id. */
export function toContentDocuments(content: ContentBundle): ContentDocument[] {
  const newsCategoryIdByName = new Map(content.newsCategories.map((category) => [category.name, category._id]));
  return [
    ...listOf('homeBanners', content.homeBanners, byIdOrPlace),
    ...listOf('homeStats', content.homeStats, byIdOrPlace),
    ...single('homeContent', content.homeContent),
    ...listOf('ventureCategories', content.ventureCategories, (venture) => ({
      key: venture.slug,
      visible: venture.status,
      sortOrder: venture.order ?? null,
      slug: venture.slug,
    })),
    ...listOf('ventureBanners', content.ventureBanners, (banner) => ({
      key: banner._id,
      visible: banner.category.status,
      sortOrder: banner.category.order ?? null,
    })),
    ...listOf('newsCategories', content.newsCategories, (category) => ({ key: category._id })),
    ...listOf('newsItems', content.newsItems, (item) => ({
      key: item._id,
      visible: item.status,
      sortOrder: item.order ?? null,
      groupKey: item.category._id ?? newsCategoryIdByName.get(item.category.name) ?? null,
      slug: item.slug,
    })),
    ...listOf('galleryCategories', content.galleryCategories, (category) => ({ key: category._id })),
    ...listOf('galleryImages', content.galleryImages, (image) => ({
      key: image._id,
      sortOrder: image.order ?? null,
      groupKey: image.category._id,
    })),
    ...listOf('sectionBanners', content.sectionBanners, byIdOrPlace),
    ...listOf('pageMeta', Object.entries(content.pageMeta), ([key, meta]) => ({ key, body: writtenForm(meta) })),
    ...single('globals', content.globals),
    ...single('ourCompanyContent', content.ourCompanyContent),
    ...listOf('achievements', content.achievements, byIdOrPlace),
    ...listOf('leadership', content.leadership, byIdOrPlace),
    ...listOf('sectionOne', content.sectionOne, byIdOrPlace),
    ...listOf('managementTeam', content.managementTeam, byIdOrPlace),
    ...single('managementContent', content.managementContent),
    ...single('careersContent', content.careersContent),
  ];
}
