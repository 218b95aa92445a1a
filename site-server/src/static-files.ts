import zlib from 'node:zlib';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyServerOptions } from 'fastify';

/** A file that never changes: cached for a year. */
const LONG_LIVED = 'public, max-age=31536000, immutable';
/** Anything else (pages, the sitemap, files whose name stays the same): asked again on every load. */
export const REVALIDATE = 'no-cache';

/** A webpack content hash in the file name: `chunk.3fa9c0d1e2.js`, `assets/banner.9a8b7c6d5e.png`. */
const HASHED_NAME = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;
/** The build's compressed copies (`chunk.3fa9c0d1e2.js.br`) are cached like the file itself. */
const COMPRESSED_COPY = /\.(br|gz)$/;

/**
 * Brotli for what the server compresses as it answers (a page: 70–110 kB of HTML): quality 5
 * sends a page about 8% smaller than the library's default 4 for about 0.2 ms more, which keeps a
 * page within the first round trip of a new connection (about 14 kB with its headers).
 */
const PAGE_BROTLI = { params: { [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT, [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } };

/** Text the server compresses itself when the build left no compressed copy (pages, the sitemap, small files). */
const COMPRESSIBLE_TYPES = /^(text\/|application\/(javascript|json|manifest\+json|xml)|image\/svg\+xml)/;

/**
 * index.html, remoteEntry.js, mf-manifest.json and every other file whose name stays the same
 * between builds are revalidated (`no-cache`, with an ETag), so a redeployed remote is seen at
 * once; content-hashed files never change and are cached for a year.
 */
function cacheControlFor(filePath: string): string {
  const name = (filePath.split(/[\\/]/).pop() ?? '').replace(COMPRESSED_COPY, '');
  return HASHED_NAME.test(name) ? LONG_LIVED : REVALIDATE;
}

/**
 * What the shell's build holds for its server alone, never for browsers: its Node bundle
 * (server/, the renderer with everything it imports), the list of assets the renderer reads
 * (page-assets.json), and webpack's build statistics (mf-stats.json, with the build machine's
 * paths). Their compressed copies too.
 */
const SERVER_ONLY_PATHS = [/^\/server(\/|$)/i, /^\/(page-assets|mf-stats)\.json(\.(br|gz))?$/i];

/** Whether a path of the shell's build is for its server only (answered 404, as if missing). */
export const isServerOnlyPath = (pathname: string): boolean => SERVER_ONLY_PATHS.some((pattern) => pattern.test(pathname));

/**
 * `Vary: accept-encoding` on every answer that could have been compressed, the uncompressed one
 * too (which @fastify/compress and @fastify/static leave without it): a shared cache that kept
 * the plain copy must not send it to a client that takes brotli, nor brotli to one that does not.
 * Lower case, as both libraries write it and check for it.
 */
function varyByEncoding(reply: FastifyReply): void {
  if (!COMPRESSIBLE_TYPES.test(String(reply.getHeader('content-type') ?? ''))) return;
  const vary = [reply.getHeader('vary') ?? []].flat().map(String).join(', ');
  if (/(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(vary)) return;
  reply.header('vary', vary ? `${vary}, accept-encoding` : 'accept-encoding');
}

/**
 * A plain page path: letters, digits, `-`, `_` and `~` between single slashes, perhaps a query;
 * no dot, no escape, no empty segment. The shell's route table's paths are all of this kind, and
 * none is a file of its build (a path without an extension is a page).
 */
const PLAIN_PAGE_PATH = /^(\/[\w~-]+)+\/?(\?|$)/;

/** The route constraint a page route carries: it is chosen for a plain page path only. */
export const PLAIN_PAGE = { pagePath: 'plain' } as const;

/**
 * Sends a plain page path (PLAIN_PAGE) straight to the page's route. @fastify/static's file route
 * would first read the build folder (twice when the client takes brotli) to check the path's
 * spelling, before it found that a page's path is no file. Any other path takes the file route, as
 * before: its checks (dot segments, escapes, empty segments) and a page for what is no file.
 */
export const pagePathConstraints: NonNullable<NonNullable<FastifyServerOptions['routerOptions']>['constraints']> = {
  pagePath: {
    name: 'pagePath',
    storage: <Handler>() => {
      const handlers = new Map<string, Handler>();
      return { get: (kind: string) => handlers.get(kind) ?? null, set: (kind: string, handler: Handler) => void handlers.set(kind, handler) };
    },
    deriveConstraint: (request) => (PLAIN_PAGE_PATH.test(request.url ?? '') ? PLAIN_PAGE.pagePath : 'other'),
    mustMatchWhenDerived: false,
    validate: (kind: unknown) => {
      if (kind !== PLAIN_PAGE.pagePath) throw new Error(`A route's pagePath constraint is '${PLAIN_PAGE.pagePath}', not ${String(kind)}`);
    },
  },
};

export type StaticFilesOptions = {
  /** Paths of the build that are never served: they reach the not-found handler. */
  hidden?: (pathname: string) => boolean;
};

/**
 * A build's files under `root`: the build's own brotli and gzip copies when the client takes
 * them (tooling/webpack-config precompress.cjs), else compressed here; ETag and 304; the cache
 * policy of cacheControlFor. A path matching no file, or `hidden`, reaches the not-found handler.
 */
export async function registerStaticFiles(app: FastifyInstance, root: string, { hidden }: StaticFilesOptions = {}): Promise<void> {
  await app.register(compress, { encodings: ['br', 'gzip'], threshold: 1024, customTypes: COMPRESSIBLE_TYPES, brotliOptions: PAGE_BROTLI });
  app.addHook('onSend', (_request, reply, payload, done) => {
    varyByEncoding(reply);
    done(null, payload);
  });
  await app.register(fastifyStatic, {
    root,
    // Checked by @fastify/static on the normalised path, and again on the file it resolves to.
    ...(hidden ? { allowedPath: (pathname: string) => !hidden(pathname) } : {}),
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
