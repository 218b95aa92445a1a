import { endpoints } from '@group/shared/contract';
import type { FastifyInstance } from 'fastify';
import type { ContentRepository } from '../content/content-repository';
import type { Collection } from '../content/content-files';
import { notFound } from '../http/api-error';
import type { CacheableContent } from '../http/cacheable-content';
import { ok } from '../http/envelope';

/**
 * Collections answered whole, in file order. Single documents (home content, globals, the page
 * texts) are stored as one record, so they answer one-element lists: the site reads the first.
 */
const plainLists: Array<[path: string, collection: Collection]> = [
  [endpoints.homeBanners, 'homeBanners'],
  [endpoints.homeStats, 'homeStats'],
  [endpoints.newsCategories, 'newsCategories'],
  [endpoints.galleryCategories, 'galleryCategories'],
  [endpoints.sectionBanners, 'sectionBanners'],
  [endpoints.achievements, 'achievements'],
  [endpoints.leadership, 'leadership'],
  [endpoints.sectionOne, 'sectionOne'],
  [endpoints.managementTeam, 'managementTeam'],
  [endpoints.homeContent, 'homeContent'],
  [endpoints.globals, 'globals'],
  [endpoints.ourCompanyContent, 'ourCompanyContent'],
  [endpoints.managementContent, 'managementContent'],
  [endpoints.careersContent, 'careersContent'],
];

/** Every answer comes from the cache of built answers (see CacheableContent), keyed by its path. */
export function registerContentRoutes(app: FastifyInstance, content: ContentRepository, answers: CacheableContent): void {
  for (const [path, collection] of plainLists) {
    app.get(path, (request, reply) => answers.send(request, reply, path, async () => ok(await content.list(collection))));
  }

  app.get(endpoints.gallery, (request, reply) =>
    answers.send(request, reply, endpoints.gallery, async () => ok(await content.list('galleryImages', { byOrder: true }))),
  );

  // SPEC §7: only ventures whose status is true, by their order.
  app.get(endpoints.ventureBanners, (request, reply) =>
    answers.send(request, reply, endpoints.ventureBanners, async () =>
      ok(await content.list('ventureBanners', { visibleOnly: true, byOrder: true })),
    ),
  );
  app.get(endpoints.ventureCategories, (request, reply) =>
    answers.send(request, reply, endpoints.ventureCategories, async () =>
      ok(await content.list('ventureCategories', { visibleOnly: true, byOrder: true })),
    ),
  );
  app.get<{ Params: { slug: string } }>('/business-ventures/category-by-slug/:slug', (request, reply) =>
    answers.send(request, reply, `/business-ventures/category-by-slug/${request.params.slug}`, async () => {
      const venture = await content.bySlug('ventureCategories', request.params.slug);
      if (!venture) throw notFound('Business venture not found');
      return ok(venture);
    }),
  );

  app.get<{ Params: { key: string } }>('/page-meta/:key', (request, reply) =>
    answers.send(request, reply, `/page-meta/${request.params.key}`, async () => {
      const meta = await content.byKey('pageMeta', request.params.key);
      if (!meta) throw notFound('Page meta not found');
      return ok(meta);
    }),
  );
}
