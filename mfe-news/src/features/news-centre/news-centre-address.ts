/**
 * The news centre's state in its address, so that the server renders what a visitor chose and
 * every choice works as a plain link: `?category={id}` selects a category, `&more={n}` shows n
 * more pages of it (LOAD MORE).
 */
export type NewsCentreAddress = { categoryId?: string; more: number };

const CATEGORY = 'category';
const MORE = 'more';
/** The most pages one address asks for beyond the first: each is a read of the API. */
export const MAX_MORE_PAGES = 20;

export function readNewsCentreAddress(search: URLSearchParams | string): NewsCentreAddress {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const categoryId = params.get(CATEGORY) || undefined;
  const more = Number(params.get(MORE));
  return { categoryId, more: categoryId && Number.isInteger(more) && more > 0 ? Math.min(more, MAX_MORE_PAGES) : 0 };
}

/** The query string of an address (`?category=…&more=…`), keeping the other parameters of `base`. */
export function newsCentreSearch({ categoryId, more }: NewsCentreAddress, base = ''): string {
  const params = new URLSearchParams(base);
  params.delete(CATEGORY);
  params.delete(MORE);
  if (categoryId) params.set(CATEGORY, categoryId);
  if (categoryId && more > 0) params.set(MORE, String(Math.min(more, MAX_MORE_PAGES)));
  const search = params.toString();
  return search ? `?${search}` : '';
}
