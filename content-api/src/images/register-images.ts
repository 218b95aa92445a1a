import fastifyStatic from '@fastify/static';
import type { FastifyInstance, RouteHandlerMethod } from 'fastify';
import { IMAGE_MAX_AGE_MS } from './image-caching';
import type { ImageVariants } from './image-variants';
import { sendVariant } from './send-variant';
import type { VariantSource } from './send-variant';
import { readVariantQuery } from './variant-query';

/** The images folder is published twice: as the image base and as the uploads path. */
const PREFIXES = ['/images/', '/uploads/'];

/**
 * Wraps the static files' handler. A request without `w` and `fm` goes straight to it, untouched.
 * One with them gets the variant, unless it is for a file that is not a picture to re-encode (an
 * SVG) or a path that does not plainly name a file in the folder: the static files then serve it
 * as it is, or refuse it, or answer 404, as they always have. (A handler rather than a hook: a hook
 * that answers does not stop the handler from running when the client hangs up early.)
 */
function withVariants(serveStatic: RouteHandlerMethod, source: VariantSource): RouteHandlerMethod {
  return function serveImage(this: FastifyInstance, request, reply) {
    const query = readVariantQuery(request.query);
    if (!query) return serveStatic.call(this, request, reply);
    return sendVariant(request, reply, query, source).then(async (answered) => {
      if (!answered) await serveStatic.call(this, request, reply);
      // The reply settles once the answer is out, so Fastify never sends a second one.
      return reply;
    });
  };
}

/**
 * The originals under /images/ and /uploads/, with a year of caching, and their variants
 * (`?w=<width>&fm=<format>`). CORS and Cross-Origin-Resource-Policy come from the app's own
 * hooks, the same for both.
 */
export async function registerImages(app: FastifyInstance, root: string, variants: ImageVariants): Promise<void> {
  for (const prefix of PREFIXES) {
    await app.register(async (images) => {
      images.addHook('onRoute', (route) => {
        route.handler = withVariants(route.handler as RouteHandlerMethod, { root, prefix, variants });
      });
      await images.register(fastifyStatic, {
        root,
        prefix,
        decorateReply: false,
        index: false,
        maxAge: IMAGE_MAX_AGE_MS,
        immutable: true,
      });
    });
  }
}
