import { fireEvent, screen, waitFor, waitForElementToBeRemoved, within } from '@testing-library/react';
import { fuzzRecord, mockFetch, mockMatchMedia, ok, renderWithRouter, resetSiteStore } from '@group/shared/testing';
import type { FuzzCase } from '@group/shared/testing';
import { HomePage } from '../home-page';
import { banners, content, homeRoutes, newsCategories, stats, ventures } from './home-fixtures';

type Json = Record<string, unknown>;

/**
 * Each optional field in turn null, "", {}, { url: "" }, missing or of a coercible type; each copy
 * named by its index, and given an id of its own unless its id is the field being emptied.
 */
const fuzzList = (record: Json, required: string[], name: (record: Json, index: number) => Json) =>
  fuzzRecord(record, required, (variant, index) => ({
    ...name(variant, index),
    ...(variant._id === record._id ? { _id: `${String(record._id)}-${index}` } : {}),
  }));

const bannerVariants = fuzzList(banners[0], ['title'], (record, index) => ({ ...record, title: `Banner ${index}` }));
const statVariants = fuzzList(stats[0], ['number', 'name'], (record, index) => ({ ...record, name: `Stat ${index}` }));
const ventureVariants = fuzzList(ventures[0], ['_id', 'category.title', 'category.slug'], (record, index) => ({
  ...record,
  category: { ...(record.category as object), title: `Venture ${index}`, slug: `venture-${index}` },
}));
const categoryVariants = fuzzList(newsCategories[0], ['_id', 'name'], (record, index) => ({ ...record, name: `Category ${index}` }));

const records = (variants: FuzzCase[]) => variants.map((variant) => variant.record);

beforeEach(() => {
  resetSiteStore();
  mockMatchMedia({ width: 1280 });
  jest.spyOn(console, 'warn').mockImplementation(() => {});
});

/** Many records render at once on a busy machine: the loader, and each test, are given time. */
const LOADER_DEADLINE = { timeout: 15_000 };
jest.setTimeout(30_000);

async function renderHome(overrides: Parameters<typeof homeRoutes>[0]) {
  mockFetch(homeRoutes(overrides));
  renderWithRouter(<HomePage />);
  await waitForElementToBeRemoved(() => screen.queryByRole('status', { name: 'Loading page' }), LOADER_DEADLINE);
}

/** The carousels stay on their first slide under the disclaimer; closed, they show every slide. */
async function closeDisclaimerAndSee(region: HTMLElement, texts: string[]) {
  fireEvent.click(screen.getByRole('button', { name: 'Close' }));
  await waitFor(() => texts.forEach((text) => expect(within(region).getAllByText(text)[0]).toBeInTheDocument()), LOADER_DEADLINE);
}

const expectNoImageWithoutSource = () => {
  for (const image of document.querySelectorAll('img')) expect(image.getAttribute('src')).toBeTruthy();
};

afterEach(() => {
  expectNoImageWithoutSource();
  expect(console.warn).not.toHaveBeenCalled();
});

describe('home records with empty, null, missing or coercible optional fields', () => {
  it('shows every banner', async () => {
    await renderHome({ banner: ok(records(bannerVariants)) });
    await closeDisclaimerAndSee(
      screen.getByRole('region', { name: 'Highlights' }),
      bannerVariants.map((_, index) => `Banner ${index}`),
    );
  });

  it('shows every counter', async () => {
    await renderHome({ stats: ok(records(statVariants)) });
    await closeDisclaimerAndSee(
      screen.getByRole('region', { name: 'Our numbers' }),
      statVariants.map((_, index) => `Stat ${index}`),
    );
  });

  it('shows every venture', async () => {
    await renderHome({ accordion: ok(records(ventureVariants)) });
    const accordion = screen.getByRole('region', { name: 'Business Ventures' });
    expect(within(accordion).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(
      expect.arrayContaining(ventureVariants.map((_, index) => `/business-venture/venture-${index}`)),
    );
  });

  it('shows every news category', async () => {
    await renderHome({ news: ok(records(categoryVariants)) });
    categoryVariants.forEach((_, index) =>
      expect(screen.getByRole('link', { name: new RegExp(`Category ${index}\\b`) })).toHaveAttribute('href', `/news-centre#c1-${index}`),
    );
  });

  it.each(fuzzRecord(content, ['section1.heading', 'section2.heading']).map((variant) => [variant.label, variant.record] as const))(
    'shows sections 01 and 02 when %s',
    async (_label, record) => {
      await renderHome({ section: ok([record]) });
      expect(screen.getByRole('heading', { level: 2, name: 'About Us' })).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 2, name: 'Business Ventures' })).toBeInTheDocument();
    },
  );
});
