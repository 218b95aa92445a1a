import {
  achievementSchema,
  careersContentSchema,
  envelopeSchema,
  galleryCategorySchema,
  galleryImageSchema,
  globalSettingsSchema,
  homeBannerSchema,
  homeContentSchema,
  homeStatSchema,
  leadershipMemberSchema,
  managementContentSchema,
  managementMemberSchema,
  newsCategorySchema,
  ourCompanyContentSchema,
  pageMetaSchema,
  sectionBannerSchema,
  sectionOneItemSchema,
  ventureBannerSchema,
  ventureCategorySchema,
} from '@group/shared/contract';
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

async function getData<T extends z.core.$ZodType>(url: string, schema: T): Promise<z.output<T>> {
  const response = await app.inject({ method: 'GET', url });
  expect(response.statusCode).toBe(200);
  const body = envelopeSchema(schema).parse(response.json());
  expect(body.status).toBe(200);
  return body.data as z.output<T>;
}

describe('content lists answer {status: 200, data} in the contract shapes', () => {
  it.each([
    ['/homepage/banners', homeBannerSchema, 2],
    ['/homepage/stats', homeStatSchema, 2],
    ['/newscentre/categories', newsCategorySchema, 3],
    ['/gallery/categories', galleryCategorySchema, 2],
    ['/section-banners', sectionBannerSchema, 2],
    ['/our-company/achievements', achievementSchema, 1],
    ['/our-company/leadership', leadershipMemberSchema, 1],
    ['/our-company/section1', sectionOneItemSchema, 1],
    ['/management-team', managementMemberSchema, 1],
  ] as const)('%s', async (url, schema, count) => {
    const data = await getData(url, z.array(schema));
    expect(data).toHaveLength(count);
  });

  it.each([
    ['/homepage', homeContentSchema],
    ['/globals', globalSettingsSchema],
    ['/our-company/content', ourCompanyContentSchema],
    ['/management-team/content', managementContentSchema],
    ['/careers/content', careersContentSchema],
  ] as const)('%s answers a one-element list', async (url, schema) => {
    const data = await getData(url, z.array(schema));
    expect(data).toHaveLength(1);
  });

  it('keeps file order for lists that have no order of their own', async () => {
    const banners = await getData('/homepage/banners', z.array(homeBannerSchema));
    expect(banners.map((banner) => banner._id)).toEqual(['hb-1', 'hb-2']);
    const [globals] = await getData('/globals', z.array(globalSettingsSchema));
    expect(globals.email).toBe('hello@fixture.example');
  });

  it('sorts gallery images by their order', async () => {
    const images = await getData('/gallery', z.array(galleryImageSchema));
    expect(images.map((image) => image._id)).toEqual(['g-a', 'g-b', 'g-c']);
  });
});

describe('business ventures', () => {
  it('answers banners of active ventures only, by category order', async () => {
    const banners = await getData('/business-ventures/banners', z.array(ventureBannerSchema));
    expect(banners.map((banner) => banner.category.slug)).toEqual(['hospitality', 'sports']);
  });

  it('answers active venture categories only, by order', async () => {
    const categories = await getData('/business-ventures/category', z.array(ventureCategorySchema));
    expect(categories.map((category) => category.slug)).toEqual(['hospitality', 'sports']);
  });

  it('answers one venture by slug', async () => {
    const venture = await getData('/business-ventures/category-by-slug/sports', ventureCategorySchema);
    expect(venture.title).toBe('Sports');
    expect(venture.sections[0].box_sections[0].box_image?.url).toBe('ventures/sports-box.jpg');
  });

  it.each(['mining', 'no-such-venture'])('answers 404 for the inactive or unknown venture %s', async (slug) => {
    const response = await app.inject({ method: 'GET', url: `/business-ventures/category-by-slug/${slug}` });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ status: 404, message: 'Business venture not found' });
  });
});

describe('page meta', () => {
  it('answers the meta of a page key and of a venture title', async () => {
    expect((await getData('/page-meta/home', pageMetaSchema)).meta_title).toBe('Home');
    expect((await getData('/page-meta/contact_us', pageMetaSchema)).meta_title).toBe('Contact Us');
    expect((await getData('/page-meta/Sports', pageMetaSchema)).meta_title).toBe('Sports');
  });

  it('answers 404 for an unknown key', async () => {
    const response = await app.inject({ method: 'GET', url: '/page-meta/unknown_page' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ status: 404, message: 'Page meta not found' });
  });
});

describe('anything else', () => {
  it('answers an unknown route with the 404 wrapper', async () => {
    const response = await app.inject({ method: 'GET', url: '/no/such/route' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ status: 404, message: 'Route GET /no/such/route not found' });
  });

  it('reports its health and database', async () => {
    const response = await app.inject({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.database).toMatch(env.database.kind === 'postgres' ? /PostgreSQL/ : /PGlite/);
  });
});
