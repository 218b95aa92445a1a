import fs from 'node:fs';
import path from 'node:path';

const contentDir = path.resolve(__dirname, '../../content-api/demo/content');

/** The demo content content-api serves in the stack, for tests that need real slugs and names. */
export function demoContent<T>(file: string): T {
  return JSON.parse(fs.readFileSync(path.join(contentDir, `${file}.json`), 'utf8')) as T;
}

export type DemoVenture = { slug: string; title: string; featured_title?: string; status: boolean; order?: number };
export type DemoNewsItem = { slug: string; title: string; status: boolean; link_type: string; category: { name: string } };

export const visibleVentures = () =>
  demoContent<DemoVenture[]>('venture-categories')
    .filter((venture) => venture.status)
    .sort((a, b) => (a.order ?? 0) - (b.order ?? 0));

export const firstInnerNewsItem = () =>
  demoContent<DemoNewsItem[]>('news-items').find((item) => item.status && item.link_type === 'inner-page-link')!;
