import type { FastifyReply, FastifyRequest } from 'fastify';
import { AnswerCache } from './answer-cache';
import { etagOf } from './encoded-answer';
import type { EncodedAnswer } from './encoded-answer';
import { chooseEncoding, matchesIfNoneMatch } from './negotiate';

export const DEFAULT_CONTENT_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=600';

/**
 * Sends content answers from the cache with a strong ETag and Cache-Control; a matching
 * If-None-Match gets 304, and the body is sent brotli or gzip compressed when the client accepts.
 */
export class CacheableContent {
  private readonly cache: AnswerCache;

  constructor(
    private readonly cacheControl: string,
    cache = new AnswerCache(),
  ) {
    this.cache = cache;
  }

  /**
   * `key` names the answer: the path, and the query once validated and normalized. An answer
   * already built is sent at once and nothing is returned (Fastify takes a handler that sent and
   * returned nothing as done); only a URL's first read waits for its answer.
   */
  send(request: FastifyRequest, reply: FastifyReply, key: string, build: () => Promise<unknown>): Promise<FastifyReply> | undefined {
    const answer = this.cache.get(key, build);
    if (answer instanceof Promise) return answer.then((built) => this.sendAnswer(request, reply, built));
    this.sendAnswer(request, reply, answer);
    return undefined;
  }

  private sendAnswer(request: FastifyRequest, reply: FastifyReply, answer: EncodedAnswer): FastifyReply {
    const encoding = chooseEncoding(request.headers['accept-encoding'], answer);
    reply.header('cache-control', this.cacheControl);
    const vary = reply.getHeader('vary');
    reply.header('vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding');
    reply.header('etag', etagOf(answer, encoding));
    if (matchesIfNoneMatch(request.headers['if-none-match'], answer)) return reply.code(304).send();
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    reply.type('application/json; charset=utf-8');
    return reply.send(answer.bodies[encoding]);
  }
}
