import { endpoints } from '@group/shared/records';
import { defineEndpointQuery, defineQuery } from '@group/shared/data';
import { getVenture } from './get-venture';
import { getVentureMeta } from './get-venture-meta';

/** The venture shown at this slug; undefined when there is none to show, failed when it could not be read (see getVenture). */
const ventureQuery = (slug: string) =>
  defineEndpointQuery('ventures', endpoints.ventureBySlug(slug), (_path, { api, signal }) => getVenture(api, slug, signal));

/**
 * The venture's page meta. Its endpoint is keyed by the venture's title (SPEC §7), which only the
 * venture knows, so the query reads the venture first and is itself keyed by the slug, the one
 * value the page has before anything loads. No venture to show: no meta to ask for; a venture that
 * could not be read fails the meta too.
 */
const ventureMetaQuery = (slug: string) =>
  defineQuery(`ventures:page-meta:${endpoints.ventureBySlug(slug)}`, async ({ api, signal, read }) => {
    const venture = await read(ventureQuery(slug));
    return venture ? getVentureMeta(api, venture.title, signal) : undefined;
  });

/**
 * Everything a venture's first render reads, by the slug its path gives it (the detail route and
 * the seven sector paths). The meta reads the venture: the venture is loaded once for both.
 */
export const ventureQueries = (slug: string) => ({ venture: ventureQuery(slug), meta: ventureMetaQuery(slug) });
