/** One page of the sitemap: its absolute address and, when its content has a date, that date. */
export type SitemapUrl = { loc: string; lastmod?: string };

const SITEMAP_NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Text as XML character data: a `&` or `<` from content can never end an element or start markup. */
export const escapeXml = (text: string): string => text.replace(/[&<>"']/g, (character) => ENTITIES[character] ?? character);

/** The sitemap document (sitemaps.org protocol 0.9): a urlset of one url per page, in the order given. */
export function sitemapXml(urls: readonly SitemapUrl[]): string {
  const entries = urls.map(
    ({ loc, lastmod }) => `  <url><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : ''}</url>\n`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${SITEMAP_NAMESPACE}">\n${entries.join('')}</urlset>\n`;
}

/** What toISOString writes for years 0 to 9999; beyond them it adds a sign W3C Datetime has no room for. */
const FOUR_DIGIT_YEAR = /^\d{4}-/;

/**
 * A content date as a sitemap's lastmod: W3C Datetime in UTC, to the second
 * ("2026-01-14T10:30:00Z"). Undefined for a date that is missing or cannot be read, as the news
 * centre shows none for it: a wrong lastmod is worse than none.
 */
export function w3cDateTime(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return undefined;
  const iso = date.toISOString();
  return FOUR_DIGIT_YEAR.test(iso) ? iso.replace(/\.\d{3}Z$/, 'Z') : undefined;
}
