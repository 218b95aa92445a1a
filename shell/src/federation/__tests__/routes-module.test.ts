import { defineQuery } from '@group/shared/data';
import { asRoutesModule } from '../routes-module';

const Page = () => null;
const query = defineQuery('news:/newscentre', () => Promise.resolve([]));

describe('a remote’s routes module as the shell reads it', () => {
  it('takes route objects as they are', () => {
    const module = { routes: { newsCentre: { Component: Page, queries: () => [query] } }, release: 'r2' };
    expect(asRoutesModule(module)).toBe(module);
  });

  it('reads a remote built against an earlier 1.x, with pages and queries, as routes', () => {
    const module = asRoutesModule({ pages: { newsCentre: Page, newsDetail: Page }, queries: { newsCentre: () => [query] }, release: 'r1' });
    const routes = module?.routes as unknown as Record<string, { Component: unknown; queries: (props: object, search: URLSearchParams) => readonly unknown[] }>;

    expect(module?.release).toBe('r1');
    expect(routes.newsCentre.Component).toBe(Page);
    expect(routes.newsCentre.queries({}, new URLSearchParams())).toEqual([query]);
    // A page without declared queries reads everything in the browser.
    expect(routes.newsDetail.queries({}, new URLSearchParams())).toEqual([]);
  });

  it('is none for anything else', () => {
    expect(asRoutesModule(undefined)).toBeUndefined();
    expect(asRoutesModule({ default: Page })).toBeUndefined();
  });
});
