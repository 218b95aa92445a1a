import { NEWS_PAGE_SIZE, endpoints } from '@group/shared/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ContentRepository } from '../content/content-repository';
import { ApiError, notFound } from '../http/api-error';
import type { CacheableContent } from '../http/cacheable-content';
import { ok } from '../http/envelope';

export const MAX_NEWS_PAGE = 50;
/** Far beyond any news centre, and well inside what the database takes as a row offset. */
export const MAX_NEWS_SKIP = 1_000_000;

const wholeNumber = (name: string, min: number) =>
  z
    .string()
    .regex(/^\d+$/, `${name} must be a whole number`)
    .transform(Number)
    .refine((value) => value >= min, `${name} must be at least ${min}`);

const SKIP_RANGE = `skip must be a whole number from 0 to ${MAX_NEWS_SKIP}`;

const newsPageQuery = z.object({
  category: z.string({ error: 'category is required' }).min(1, 'category is required'),
  skip: z
    .string()
    .regex(/^\d+$/, SKIP_RANGE)
    .transform(Number)
    .refine((value) => value <= MAX_NEWS_SKIP, SKIP_RANGE)
    .default(0),
  // A larger page is served capped rather than refused: the caller still gets a valid page.
  limit: wholeNumber('limit', 1)
    .default(NEWS_PAGE_SIZE)
    .transform((value) => Math.min(value, MAX_NEWS_PAGE)),
});

export function registerNewsRoutes(app: FastifyInstance, content: ContentRepository, answers: CacheableContent): void {
  app.get(endpoints.newsInitial, (request, reply) =>
    answers.send(request, reply, endpoints.newsInitial, async () => ok(await content.newsInitial(NEWS_PAGE_SIZE))),
  );

  app.get('/newscentre', async (request, reply) => {
    const parsed = newsPageQuery.safeParse(request.query);
    if (!parsed.success) throw new ApiError(400, parsed.error.issues[0].message);
    const { category, skip, limit } = parsed.data;
    const key = `/newscentre?${new URLSearchParams({ category, skip: String(skip), limit: String(limit) })}`;
    return answers.send(request, reply, key, async () => {
      if (!(await content.newsCategoryExists(category))) throw notFound('News category not found');
      return ok(await content.newsPage(category, skip, limit));
    });
  });

  app.get<{ Params: { slug: string } }>('/newscentre/:slug', (request, reply) =>
    answers.send(request, reply, `/newscentre/${request.params.slug}`, async () => {
      const item = await content.bySlug('newsItems', request.params.slug);
      if (!item) throw notFound('News item not found');
      return ok(item);
    }),
  );
}
