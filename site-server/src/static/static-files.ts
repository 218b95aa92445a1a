import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { cacheControlFor } from './cache-policy';

/** Text the server compresses itself when the build left no compressed copy (pages, the sitemap, small files). */
const COMPRESSIBLE_TYPES = /^(text\/|application\/(javascript|json|manifest\+json|xml)|image\/svg\+xml)/;

/**
 * A build's files under `root`: the build's own brotli and gzip copies when the client takes
 * them (tooling/webpack-config precompress.cjs), else compressed here; ETag and 304; the cache
 * policy of cache-policy.ts. A path matching no file reaches the not-found handler.
 */
export async function registerStaticFiles(app: FastifyInstance, root: string): Promise<void> {
  await app.register(compress, { encodings: ['br', 'gzip'], threshold: 1024, customTypes: COMPRESSIBLE_TYPES });
  await app.register(fastifyStatic, {
    root,
    index: false,
    wildcard: true,
    preCompressed: true,
    cacheControl: false,
    etag: true,
    lastModified: false,
    // Dotfiles are never part of a build.
    dotfiles: 'deny',
    setHeaders: (reply, filePath) => {
      reply.header('Cache-Control', cacheControlFor(filePath));
    },
  });
}
