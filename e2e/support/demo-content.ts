import fs from 'node:fs';
import path from 'node:path';

const contentDir = path.resolve(__dirname, '../../content-api/demo/content');

/** The demo content content-api serves in the stack, for tests that need real slugs and names. */
export function demoContent<T>(file: string): T {
  return JSON.parse(fs.readFileSync(path.join(contentDir, `${file}.json`), 'utf8')) as T;
}

export type DemoVenture = { slug: string; title: string; featured_title?: string; status: boolean; order?: number };
export type DemoNewsItem = { slug: string; title: string; status: boolean; order?: number; link_type: string; cta?: string; category: { name: string } };
export type DemoCategory = { _id: string; name: string };
type DemoGalleryImage = { alt_tag: string; order: number; category: { _id: string } };

export const visibleVentures = () =>
  demoContent<DemoVenture[]>('venture-categories')
    .filter((venture) => venture.status)
    .sort((a, b) => (a.order ?? 0) - (b.order ?? 0));

export const firstInnerNewsItem = () =>
  demoContent<DemoNewsItem[]>('news-items').find((item) => item.status && item.link_type === 'inner-page-link')!;

export const newsCategories = () => demoContent<DemoCategory[]>('news-categories');

/** A category's news as the site lists it: published only, order ascending, a missing order last. */
export function listedNews<Item extends DemoNewsItem>(category: string): Item[] {
  return demoContent<Item[]>('news-items')
    .filter((item) => item.status && item.category.name === category)
    .map((item, position) => ({ item, position }))
    .sort((a, b) => (a.item.order ?? Infinity) - (b.item.order ?? Infinity) || a.position - b.position)
    .map(({ item }) => item);
}

export const galleryCategories = () => demoContent<DemoCategory[]>('gallery-categories');

/** A gallery category's pictures (their alt texts) as the site shows them: that category only, by order. */
export function galleryPictures(category: string): string[] {
  const { _id } = galleryCategories().find((entry) => entry.name === category)!;
  return demoContent<DemoGalleryImage[]>('gallery-images')
    .filter((image) => image.category._id === _id)
    .sort((a, b) => a.order - b.order)
    .map((image) => image.alt_tag);
}
