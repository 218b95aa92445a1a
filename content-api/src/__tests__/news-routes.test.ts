import { envelopeSchema, newsInitialSchema, newsItemSchema } from '@group/shared/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { createTestEnvironment } from './support/test-server';
import type { TestEnvironment } from './support/test-server';

let env: TestEnvironment;
let app: FastifyInstance;

beforeAll(async () => {
  env = await createTestEnvironment();
  app = await env.start();
});
afterAll(() => env.cleanup());

const get = (url: string) => app.inject({ method: 'GET', url });
const slugsOf = (body: unknown) => envelopeSchema(z.array(newsItemSchema)).parse(body).data?.map((item) => item.slug);

describe('GET /newscentre/initial', () => {
  it('answers every category by name with its first three visible items and their total', async () => {
    const response = await get('/newscentre/initial');
    expect(response.statusCode).toBe(200);
    const initial = envelopeSchema(newsInitialSchema).parse(response.json()).data ?? {};
    expect(Object.keys(initial)).toEqual(['Press Releases', 'Media Mentions', 'Events']);
    // order ascending, a missing order last; the hidden item (order 0) never shows.
    expect(initial['Press Releases'].news.map((item) => item.slug)).toEqual(['press-first', 'press-second', 'press-third']);
    expect(initial['Press Releases'].totalCount).toBe(5);
    // A news item naming its category only by name still lands in it.
    expect(initial['Media Mentions']).toEqual({ news: [expect.objectContaining({ slug: 'media-one' })], totalCount: 1 });
    expect(initial.Events).toEqual({ news: [], totalCount: 0 });
  });
});

describe('GET /newscentre?category&skip&limit', () => {
  it('answers the next page in the same order, items without order last in file order', async () => {
    expect(slugsOf((await get('/newscentre?category=nc-press&skip=3&limit=3')).json())).toEqual([
      'press-unordered-a',
      'press-unordered-b',
    ]);
    expect(slugsOf((await get('/newscentre?category=nc-press&skip=1&limit=2')).json())).toEqual([
      'press-second',
      'press-third',
    ]);
  });

  it('answers an empty list past the end, as far as the largest skip', async () => {
    for (const skip of [10, 1_000_000]) {
      const response = await get(`/newscentre?category=nc-press&skip=${skip}&limit=3`);
      expect(response.json()).toEqual({ status: 200, data: [] });
    }
  });

  it('serves a page of at most 50 and defaults to a page of 3', async () => {
    expect(slugsOf((await get('/newscentre?category=nc-press&skip=0&limit=5000')).json())).toHaveLength(5);
    expect(slugsOf((await get('/newscentre?category=nc-press')).json())).toHaveLength(3);
  });

  it.each([
    ['/newscentre?skip=0&limit=3', 'category is required'],
    ['/newscentre?category=nc-press&skip=-1&limit=3', 'skip must be a whole number from 0 to 1000000'],
    ['/newscentre?category=nc-press&skip=two&limit=3', 'skip must be a whole number from 0 to 1000000'],
    ['/newscentre?category=nc-press&skip=1000001&limit=3', 'skip must be a whole number from 0 to 1000000'],
    ['/newscentre?category=nc-press&skip=0&limit=0', 'limit must be at least 1'],
    ['/newscentre?category=nc-press&skip=0&limit=2.5', 'limit must be a whole number'],
  ])('refuses %s', async (url, message) => {
    const response = await get(url);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ status: 400, message });
  });

  it('answers 404 for an unknown category', async () => {
    const response = await get('/newscentre?category=nc-nope&skip=0&limit=3');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ status: 404, message: 'News category not found' });
  });
});

describe('GET /newscentre/{slug}', () => {
  it('answers one visible item', async () => {
    const response = await get('/newscentre/press-first');
    expect(response.statusCode).toBe(200);
    const item = envelopeSchema(newsItemSchema).parse(response.json()).data;
    expect(item).toMatchObject({ slug: 'press-first', title: 'Title press-first', category: { name: 'Press Releases' } });
  });

  it.each(['press-hidden', 'no-such-news'])('answers 404 "News item not found" for %s', async (slug) => {
    const response = await get(`/newscentre/${slug}`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ status: 404, message: 'News item not found' });
  });
});
