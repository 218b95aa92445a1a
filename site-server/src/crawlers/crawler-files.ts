import type { FastifyInstance } from 'fastify';
import type { PageRenderer } from '@group/shared/page-renderer';
import { REVALIDATE } from '../static/cache-policy';
import { ORGANIZATION_LOGO_PATH } from '@group/shared/routes';
import { ORGANIZATION_LOGO_SVG } from './organization-logo';
import { robotsTxt } from './robots-txt';

export type CrawlerFilesOptions = {
  siteUrl: string;
  indexing: boolean;
  /** The shell's page renderer, whose sitemap is served. */
  renderer: PageRenderer;
};

/**
 * How long a crawler is asked to wait after the sitemap could not be made: long enough for a
 * backend that is down to come back, short enough that new pages are not missed for long.
 */
const SITEMAP_RETRY_AFTER_SECONDS = 300;

/**
 * /robots.txt, the logo that structured data names, and /sitemap.xml, made per request like the
 * pages (and revalidated like them): the sitemap lists the content as it is now. When content it lists cannot be read the answer is
 * 503 with Retry-After, so crawlers come back instead of taking the missing pages as gone.
 */
export function registerCrawlerFiles(app: FastifyInstance, { siteUrl, indexing, renderer }: CrawlerFilesOptions): void {
  const robots = robotsTxt({ indexing, sitemapUrl: `${siteUrl}/sitemap.xml` });
  app.get('/robots.txt', (_request, reply) => reply.header('Cache-Control', REVALIDATE).type('text/plain; charset=utf-8').send(robots));
  app.get(ORGANIZATION_LOGO_PATH, (_request, reply) =>
    reply.header('Cache-Control', REVALIDATE).type('image/svg+xml; charset=utf-8').send(ORGANIZATION_LOGO_SVG),
  );

  app.get('/sitemap.xml', async (_request, reply) => {
    const xml = await renderer.sitemap().then(
      (made) => {
        if (made === undefined) console.warn('[site] /sitemap.xml answers 503: content it lists could not be read');
        return made;
      },
      (error: unknown) => {
        console.error('[site] /sitemap.xml answers 503: the sitemap could not be made', error);
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
