import type { FastifyInstance } from 'fastify';
import type { PageRenderer } from '@group/shared/page-renderer';
import { ORGANIZATION_LOGO_PATH } from '@group/shared/routes';
import { routeOf } from './observability/route-kind';
import { REVALIDATE } from './static-files';

export type CrawlerFilesOptions = {
  /** Off for a deployment search engines must leave alone (SITE_INDEXING). */
  indexing: boolean;
  siteUrl: string;
  /** The shell's page renderer, whose sitemap is served. */
  renderer: PageRenderer;
};

/**
 * How long a crawler is asked to wait after the sitemap could not be made: long enough for a
 * backend that is down to come back, short enough that new pages are not missed for long.
 */
const SITEMAP_RETRY_AFTER_SECONDS = 300;

/**
 * The group's logo as a file, for structured data (`Organization.logo`): square, on white, in the
 * site's colours, the header's globe mark above the wordmark. The header draws its own inline.
 */
const ORGANIZATION_LOGO_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240" viewBox="0 0 240 240">
<title>Meridian Group</title>
<rect width="240" height="240" fill="#ffffff"/>
<g fill="none" stroke="#14171f" stroke-width="5">
<circle cx="120" cy="92" r="50"/>
<ellipse cx="120" cy="92" rx="21" ry="50"/>
<path d="M70 92h100"/>
</g>
<circle cx="120" cy="42" r="7" fill="#c8962e"/>
<text x="120" y="184" text-anchor="middle" fill="#14171f" font-family="Georgia, 'Times New Roman', serif" font-size="30" font-weight="700" letter-spacing="4">MERIDIAN</text>
<text x="120" y="212" text-anchor="middle" fill="#c8962e" font-family="'Helvetica Neue', Arial, sans-serif" font-size="15" font-weight="600" letter-spacing="9">GROUP</text>
</svg>
`;

/**
 * robots.txt (RFC 9309): every crawler may read every page and is pointed at the sitemap; with
 * indexing off, no crawler may read any (and none is sent to a sitemap of pages it must not read).
 */
function robotsTxt({ indexing, sitemapUrl }: { indexing: boolean; sitemapUrl?: string }): string {
  if (!indexing) return 'User-agent: *\nDisallow: /\n';
  return `User-agent: *\nAllow: /\n${sitemapUrl ? `\nSitemap: ${sitemapUrl}\n` : ''}`;
}

/**
 * /robots.txt, the logo that structured data names, and /sitemap.xml, made per request like the
 * pages (and revalidated like them): the sitemap lists the content as it is now. When content it lists cannot be read the answer is
 * 503 with Retry-After, so crawlers come back instead of taking the missing pages as gone.
 */
export function registerCrawlerFiles(app: FastifyInstance, { siteUrl, indexing, renderer }: CrawlerFilesOptions): void {
  const robots = robotsTxt({ indexing, sitemapUrl: `${siteUrl}/sitemap.xml` });
  const crawlerFile = routeOf('crawler-file');
  app.get('/robots.txt', crawlerFile, (_request, reply) => reply.header('Cache-Control', REVALIDATE).type('text/plain; charset=utf-8').send(robots));
  app.get(ORGANIZATION_LOGO_PATH, crawlerFile, (_request, reply) =>
    reply.header('Cache-Control', REVALIDATE).type('image/svg+xml; charset=utf-8').send(ORGANIZATION_LOGO_SVG),
  );

  app.get('/sitemap.xml', crawlerFile, async (request, reply) => {
    const xml = await renderer.sitemap().then(
      (made) => {
        if (made === undefined) request.log.warn('/sitemap.xml answers 503: content it lists could not be read');
        return made;
      },
      (error: unknown) => {
        request.log.error({ err: error }, '/sitemap.xml answers 503: the sitemap could not be made');
        return undefined;
      },
    );
    reply.header('Cache-Control', REVALIDATE);
    if (xml !== undefined) return reply.type('application/xml; charset=utf-8').send(xml);
    return reply
      .code(503)
      .header('Retry-After', String(SITEMAP_RETRY_AFTER_SECONDS))
      .type('text/plain; charset=utf-8')
      .send('The sitemap is not available at the moment; try again later.\n');
  });
}
