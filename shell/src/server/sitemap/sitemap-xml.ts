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
