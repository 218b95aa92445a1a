export type RobotsOptions = {
  /** Off for a deployment search engines must leave alone (SITE_INDEXING). */
  indexing: boolean;
  /** Named only when this server has a sitemap to give. */
  sitemapUrl?: string;
};

/**
 * robots.txt (RFC 9309): every crawler may read every page and is pointed at the sitemap; with
 * indexing off, no crawler may read any (and none is sent to a sitemap of pages it must not read).
 */
export function robotsTxt({ indexing, sitemapUrl }: RobotsOptions): string {
  if (!indexing) return 'User-agent: *\nDisallow: /\n';
  return `User-agent: *\nAllow: /\n${sitemapUrl ? `\nSitemap: ${sitemapUrl}\n` : ''}`;
}
