import { copyFile, mkdir, mkdtemp, readFile, readdir, rename, rm, stat, symlink, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { IMAGE_VARIANT_FORMATS, IMAGE_VARIANT_WIDTHS } from '@group/shared/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { ConcurrencyLimit } from '../images/concurrency-limit';
import { ImageVariants } from '../images/image-variants';
import { packageRoot } from '../package-root';
import { SITE_ORIGIN, createTestEnvironment } from './support/test-server';
import type { TestEnvironment } from './support/test-server';

const DEMO_BANNER = path.join(packageRoot, 'demo', 'images', 'banners', 'home-1-desktop.jpg');
const BANNER = '/images/banners/home-1-desktop.jpg';
const BANNER_SIZE = { width: 1920, height: 520 };
const SHARP_FORMAT = { avif: 'heif', webp: 'webp' } as const;

let base: string;
let imagesDir: string;
let env: TestEnvironment;
let variants: ImageVariants;
let app: FastifyInstance;

const picture = (width: number, height: number, colour = '#4a7fb5') =>
  sharp({ create: { width, height, channels: 3, background: colour } });

beforeAll(async () => {
  base = await mkdtemp(path.join(os.tmpdir(), 'image-variants-'));
  imagesDir = path.join(base, 'images');
  await mkdir(path.join(imagesDir, 'banners'), { recursive: true });
  await copyFile(DEMO_BANNER, path.join(imagesDir, 'banners', 'home-1-desktop.jpg'));
  await picture(300, 200).png().toFile(path.join(imagesDir, 'small.png'));
  // Stored 200×100 and marked "rotate 90°": it is shown 100 wide and 200 high.
  await picture(200, 100).jpeg().withMetadata({ orientation: 6 }).toFile(path.join(imagesDir, 'rotated.jpg'));
  await writeFile(path.join(imagesDir, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
  await writeFile(path.join(imagesDir, 'not-an-image.jpg'), 'this is text, not a JPEG');
  const banner = await readFile(DEMO_BANNER);
  await writeFile(path.join(imagesDir, 'truncated.jpg'), banner.subarray(0, banner.length / 2));
  // A picture outside the folder, reachable only by escaping it.
  await picture(100, 100).jpeg().toFile(path.join(base, 'secret.jpg'));
  await symlink(path.join(base, 'secret.jpg'), path.join(imagesDir, 'link-out.jpg'));

  env = await createTestEnvironment({ imagesDir });
  variants = new ImageVariants({ cacheDir: env.config.imageCacheDir });
  app = await env.start({ imageVariants: variants });
});
afterAll(async () => {
  await env.cleanup();
  await rm(base, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });
const metadataOf = (response: LightMyRequestResponse) => sharp(response.rawPayload).metadata();
/** A copy of the demo banner no other test asks for, so its variants are not rendered yet. */
const freshBanner = async (name: string) => {
  await copyFile(DEMO_BANNER, path.join(imagesDir, name));
  return `/images/${name}`;
};
const cachedFiles = async () => {
  const names = await readdir(env.config.imageCacheDir).catch(() => [] as string[]);
  return names.filter((name) => !name.endsWith('.partial'));
};

describe('variants', () => {
  const cases = IMAGE_VARIANT_WIDTHS.flatMap((width) => IMAGE_VARIANT_FORMATS.map((format) => [width, format] as const));

  it.each(cases)('renders the banner %i wide as %s, its height following', async (width, format) => {
    const response = await get(`${BANNER}?w=${width}&fm=${format}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(`image/${format}`);
    const metadata = await metadataOf(response);
    expect(metadata.format).toBe(SHARP_FORMAT[format]);
    expect(metadata.width).toBe(width);
    expect(metadata.height).toBe(Math.round((BANNER_SIZE.height * width) / BANNER_SIZE.width));
  });

  it('keeps the original format when only a width is asked for', async () => {
    const jpeg = await get(`${BANNER}?w=768`);
    expect(jpeg.headers['content-type']).toBe('image/jpeg');
    expect(await metadataOf(jpeg)).toMatchObject({ format: 'jpeg', width: 768, height: 208 });

    const png = await get('/images/small.png?w=480');
    expect(png.headers['content-type']).toBe('image/png');
    expect(await metadataOf(png)).toMatchObject({ format: 'png', width: 300, height: 200 });
  });

  it('keeps the original width when only a format is asked for', async () => {
    const response = await get(`${BANNER}?fm=webp`);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(await metadataOf(response)).toMatchObject({ format: 'webp', ...BANNER_SIZE });
  });

  it('never enlarges an original', async () => {
    const response = await get('/images/small.png?w=1920&fm=avif');
    expect(response.statusCode).toBe(200);
    expect(await metadataOf(response)).toMatchObject({ format: 'heif', width: 300, height: 200 });
  });

  it('turns the picture upright as its EXIF orientation says, and drops the metadata', async () => {
    const response = await get('/images/rotated.jpg?w=480');
    const metadata = await metadataOf(response);
    expect(metadata).toMatchObject({ format: 'jpeg', width: 100, height: 200 });
    expect(metadata.orientation).toBeUndefined();
    expect(metadata.exif).toBeUndefined();
  });

  it('serves variants of the uploads path too', async () => {
    const response = await get('/uploads/banners/home-1-desktop.jpg?w=480&fm=webp');
    expect(response.statusCode).toBe(200);
    expect(await metadataOf(response)).toMatchObject({ format: 'webp', width: 480 });
  });

  it('makes the AVIF 768 of the demo banner smaller than the original', async () => {
    const response = await get(`${BANNER}?w=768&fm=avif`);
    expect(response.rawPayload.length).toBeLessThan((await stat(DEMO_BANNER)).size);
  });
});

describe('refused and missing variants', () => {
  it.each([
    ['w=500', 'w', IMAGE_VARIANT_WIDTHS],
    ['w=abc&fm=avif', 'w', IMAGE_VARIANT_WIDTHS],
    ['w=', 'w', IMAGE_VARIANT_WIDTHS],
    ['w=480&w=768', 'w', IMAGE_VARIANT_WIDTHS],
    ['fm=jpeg', 'fm', IMAGE_VARIANT_FORMATS],
    ['w=480&fm=gif', 'fm', IMAGE_VARIANT_FORMATS],
    ['fm=avif&fm=webp', 'fm', IMAGE_VARIANT_FORMATS],
  ])('answers ?%s with 400 naming the allowed values', async (query, name, allowed) => {
    const response = await get(`${BANNER}?${query}`);
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body).toEqual({ status: 400, message: expect.stringMatching(new RegExp(`^${name} must be `)) });
    for (const value of allowed) expect(body.message).toContain(String(value));
  });

  it('answers a missing original with the 404 the static files give', async () => {
    const response = await get('/images/banners/missing.jpg?w=480&fm=avif');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ status: 404, message: 'Route GET /images/banners/missing.jpg?w=480&fm=avif not found' });
  });

  it.each(['not-an-image.jpg', 'truncated.jpg'])('answers 404 for a broken original (%s), tried once, and stays up', async (name) => {
    const first = await get(`/images/${name}?w=480&fm=webp`);
    expect(first.statusCode).toBe(404);
    expect(first.json()).toMatchObject({ status: 404 });
    const renders = variants.renders;
    const again = await get(`/images/${name}?w=768&fm=avif`);
    expect(again.statusCode).toBe(404);
    expect(variants.renders).toBe(renders);
    expect((await get(`${BANNER}?w=480&fm=webp`)).statusCode).toBe(200);
    expect((await get('/health')).statusCode).toBe(200);
  });

  it('never renders a file outside the images folder', async () => {
    const renders = variants.renders;
    for (const url of [
      '/images/../secret.jpg?w=480&fm=avif',
      '/images/..%2fsecret.jpg?w=480&fm=avif',
      '/images/%2e%2e/secret.jpg?w=480&fm=avif',
      '/uploads/banners/..%2f..%2fsecret.jpg?w=480&fm=avif',
      `/images/${encodeURIComponent(path.join(base, 'secret.jpg'))}?w=480&fm=avif`,
      `/images/${path.join(base, 'secret.jpg')}?w=480&fm=avif`,
    ]) {
      const response = await get(url);
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
    }
    // A link leading out of the folder is no original for variants: at most the static files serve it as it is.
    const linked = await get('/images/link-out.jpg?w=480&fm=avif');
    expect(linked.headers['content-type']).not.toBe('image/avif');
    expect(variants.renders).toBe(renders);
  });

  it('serves a picture it does not re-encode (SVG) as it is', async () => {
    const renders = variants.renders;
    const response = await get('/images/logo.svg?w=480&fm=avif');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(response.body).toBe(await readFile(path.join(imagesDir, 'logo.svg'), 'utf8'));
    expect(variants.renders).toBe(renders);
  });
});

describe('the disk cache', () => {
  it('serves the second request from the file the first one stored, without rendering', async () => {
    const url = `${await freshBanner('cached.jpg')}?w=1280&fm=avif`;
    const before = await cachedFiles();
    const renders = variants.renders;
    const first = await get(url);
    expect(variants.renders).toBe(renders + 1);
    const added = (await cachedFiles()).filter((name) => !before.includes(name));
    expect(added).toHaveLength(1);
    const stored = path.join(env.config.imageCacheDir, added[0]);
    const { ino, mtimeMs } = await stat(stored);

    const second = await get(url);
    expect(second.statusCode).toBe(200);
    expect(second.rawPayload).toEqual(first.rawPayload);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(variants.renders).toBe(renders + 1);
    expect(await stat(stored)).toMatchObject({ ino, mtimeMs });
    expect(await readFile(stored)).toEqual(first.rawPayload);
  });

  it('renders a replaced original anew', async () => {
    const url = `${await freshBanner('replaced.jpg')}?w=480&fm=webp`;
    const old = await get(url);
    expect(await metadataOf(old)).toMatchObject({ width: 480, height: 130 });

    const replacement = path.join(base, 'replacement.jpg');
    await picture(800, 400, '#b54a4a').jpeg().toFile(replacement);
    const later = new Date(Date.now() + 60_000);
    await utimes(replacement, later, later);
    await rename(replacement, path.join(imagesDir, 'replaced.jpg'));

    const renders = variants.renders;
    const fresh = await get(url);
    expect(variants.renders).toBe(renders + 1);
    expect(fresh.headers.etag).not.toBe(old.headers.etag);
    expect(await metadataOf(fresh)).toMatchObject({ width: 480, height: 240 });
  });

  it('renders a variant asked for by many at once a single time', async () => {
    const url = `${await freshBanner('crowd.jpg')}?w=1920&fm=avif`;
    const renders = variants.renders;
    const responses = await Promise.all(Array.from({ length: 6 }, () => get(url)));
    expect(variants.renders).toBe(renders + 1);
    for (const response of responses) {
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload).toEqual(responses[0].rawPayload);
    }
  });
});

describe('headers', () => {
  it('answers a variant with the caching, CORS and resource policy of the original', async () => {
    const headers = { origin: SITE_ORIGIN };
    const original = await get(BANNER, headers);
    const variant = await get(`${BANNER}?w=480&fm=avif`, headers);
    expect(variant.statusCode).toBe(200);
    expect(variant.headers['content-type']).toBe('image/avif');
    expect(variant.headers['content-length']).toBe(String(variant.rawPayload.length));
    expect(variant.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(variant.headers.etag).toMatch(/^"[0-9a-f]+"$/);
    const shared = ['cache-control', 'access-control-allow-origin', 'vary', 'cross-origin-resource-policy', 'x-content-type-options'];
    for (const name of shared) {
      expect([name, variant.headers[name]]).toEqual([name, original.headers[name]]);
    }
    expect(variant.headers['access-control-allow-origin']).toBe(SITE_ORIGIN);
    expect(variant.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });

  it('answers 304 to the variant’s ETag', async () => {
    const { headers } = await get(`${BANNER}?w=480&fm=webp`);
    const response = await get(`${BANNER}?w=480&fm=webp`, { 'if-none-match': String(headers.etag) });
    expect(response.statusCode).toBe(304);
    expect(response.headers.etag).toBe(headers.etag);
    expect(response.rawPayload).toHaveLength(0);
  });

  it('gives each variant its own ETag', async () => {
    const urls = [`${BANNER}?w=480&fm=webp`, `${BANNER}?w=480&fm=avif`, `${BANNER}?w=768&fm=webp`, `${BANNER}?w=480`];
    const etags = await Promise.all(urls.map(async (url) => (await get(url)).headers.etag));
    expect(new Set(etags).size).toBe(urls.length);
  });

  it('leaves the original to the static files, other parameters included', async () => {
    const renders = variants.renders;
    const original = await get(BANNER);
    expect(original.headers['accept-ranges']).toBe('bytes');
    expect(original.headers['last-modified']).toBeDefined();
    expect(original.rawPayload).toEqual(await readFile(DEMO_BANNER));
    const withOther = await get(`${BANNER}?v=2`);
    expect(withOther.rawPayload).toEqual(original.rawPayload);
    expect(withOther.headers.etag).toBe(original.headers.etag);
    expect((await get(BANNER, { 'if-none-match': String(original.headers.etag) })).statusCode).toBe(304);
    const range = await get(BANNER, { range: 'bytes=0-1' });
    expect(range.statusCode).toBe(206);
    expect(range.rawPayload).toEqual(Buffer.from([0xff, 0xd8]));
    expect(variants.renders).toBe(renders);
  });
});

describe('the render limit', () => {
  it('runs no more than its limit at once, and every task in the end', async () => {
    const limit = new ConcurrencyLimit(2);
    let running = 0;
    let most = 0;
    const releases: (() => void)[] = [];
    const tasks = Array.from({ length: 5 }, (_, index) =>
      limit.run(async () => {
        running += 1;
        most = Math.max(most, running);
        await new Promise<void>((resolve) => releases.push(resolve));
        running -= 1;
        return index;
      }),
    );
    const settle = () => new Promise((resolve) => setImmediate(resolve));
    await settle();
    expect(running).toBe(2);
    while (releases.length > 0) {
      releases.shift()?.();
      await settle();
    }
    expect(await Promise.all(tasks)).toEqual([0, 1, 2, 3, 4]);
    expect(most).toBe(2);
  });
});
