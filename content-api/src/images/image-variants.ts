import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { FastifyBaseLogger } from 'fastify';
import { imageVariantCache, imageVariantRenderDuration, imageVariantRenders } from '../observability/metrics';
import { ConcurrencyLimit } from './concurrency-limit';
import type { ImageFile } from './image-file';
import { RENDERER_VERSION, renderVariant } from './render-variant';
import { VariantCache } from './variant-cache';
import type { VariantBody } from './variant-cache';
import { CONTENT_TYPES, FILE_EXTENSIONS } from './variant-formats';
import type { OutputFormat } from './variant-formats';

/** One variant of one original as it is on disk now. */
export interface Variant {
  original: ImageFile;
  width: number | undefined;
  format: OutputFormat;
  /** The cache file's name: a hash of the original's path, size and mtime, the width and format. */
  name: string;
  etag: string;
  contentType: string;
}

export interface ImageVariantsOptions {
  cacheDir: string;
  /** Renders running at once; more requests wait their turn. */
  rendersAtOnce?: number;
}

/**
 * Variants of the originals, rendered on first request and then read from the disk cache.
 * Requests for a variant being rendered wait for that render; an original that does not decode
 * is remembered (until it changes) and its variants answer nothing.
 */
export class ImageVariants {
  private readonly cache: VariantCache;
  private readonly slots: ConcurrencyLimit;
  private readonly rendering = new Map<string, Promise<Buffer | undefined>>();
  private readonly broken = new Set<string>();
  private rendersStarted = 0;

  constructor(options: ImageVariantsOptions) {
    this.cache = new VariantCache(options.cacheDir);
    this.slots = new ConcurrencyLimit(options.rendersAtOnce ?? 2);
  }

  /** Renders started so far: how tests see that an answer came from the cache or was shared. */
  get renders(): number {
    return this.rendersStarted;
  }

  /** The variant of `original` at `width` (its own when undefined) in `format`. */
  describe(original: ImageFile, width: number | undefined, format: OutputFormat): Variant {
    const key = [RENDERER_VERSION, original.relativePath, original.size, String(original.mtimeNs), width ?? 'original', format];
    const hash = createHash('sha256').update(JSON.stringify(key)).digest('hex');
    return {
      original,
      width,
      format,
      name: `${hash}.${FILE_EXTENSIONS[format]}`,
      etag: `"${hash.slice(0, 32)}"`,
      contentType: CONTENT_TYPES[format],
    };
  }

  /** The variant's bytes, from the cache or rendered now; undefined when the original does not decode. */
  async body(variant: Variant, log: FastifyBaseLogger): Promise<VariantBody | undefined> {
    const stored = await this.cache.open(variant.name);
    (stored ? imageVariantCache.hit : imageVariantCache.miss).inc();
    if (stored) return stored;
    let job = this.rendering.get(variant.name);
    if (!job) {
      job = this.storedOrRendered(variant, log).finally(() => this.rendering.delete(variant.name));
      this.rendering.set(variant.name, job);
    }
    const content = await job;
    return content && { body: content, size: content.length };
  }

  private async storedOrRendered(variant: Variant, log: FastifyBaseLogger): Promise<Buffer | undefined> {
    const { original } = variant;
    const originalVersion = JSON.stringify([original.relativePath, original.size, String(original.mtimeNs)]);
    if (this.broken.has(originalVersion)) return undefined;
    // A render of this variant may have finished between the caller's look in the cache and now.
    const stored = await this.cache.read(variant.name);
    if (stored) return stored;
    const content = await this.slots.run(async () => {
      this.rendersStarted += 1;
      const bytes = await readFile(original.path);
      const rendering = imageVariantRenderDuration.startTimer({ format: variant.format });
      try {
        const rendered = await renderVariant(bytes, variant.width, variant.format);
        rendering();
        imageVariantRenders.labels(variant.format, 'rendered').inc();
        return rendered;
      } catch (error) {
        imageVariantRenders.labels(variant.format, 'undecodable').inc();
        this.broken.add(originalVersion);
        const reason = (error as Error).message;
        log.warn({ image: original.relativePath, reason }, 'image does not decode: its variants answer 404');
        return undefined;
      }
    });
    if (content) {
      // A variant that cannot be stored is still served; the next request renders it again.
      await this.cache.write(variant.name, content).catch((error: unknown) => {
        log.error({ err: error }, 'image variant not stored');
      });
    }
    return content;
  }
}
