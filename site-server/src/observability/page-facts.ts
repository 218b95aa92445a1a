import type { FastifyRequest } from 'fastify';
import type { PageFacts } from '@group/shared/page-renderer';

/** The requests answered with a page, each with what its renderer said of it (null: it did not say). */
const pages = new WeakMap<FastifyRequest, PageFacts | null>();

/** `request` was answered with a page: its log line and the metrics say how it was rendered. */
export const notePage = (request: FastifyRequest, facts: PageFacts | undefined): void => {
  pages.set(request, facts ?? null);
};

/** undefined: not a page; null: a page whose renderer did not say how it went. */
export const pageFactsOf = (request: FastifyRequest): PageFacts | null | undefined => pages.get(request);
