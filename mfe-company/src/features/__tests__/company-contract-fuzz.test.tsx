import { screen, within } from '@testing-library/react';
import { endpoints } from '@group/shared/contract';
import { fuzzRecord, mockFetch, renderWithRouter, resetSiteStore } from '@group/shared/testing';
import type { FuzzCase } from '@group/shared/testing';
import { achievements, galleryCategories, galleryImages, leadership, managementContent, managementTeam, ourCompanyContent, sectionOne } from '../../test-support/company-fixtures';
import { companyRoutes, ok, sectionBanners } from '../../test-support/fixtures';
import { GalleryPage } from '../gallery/gallery-page';
import { ManagementTeamPage } from '../management-team/management-team-page';
import { OurCompanyPage } from '../our-company/our-company-page';

type Json = Record<string, unknown>;

/** Each optional field in turn emptied or of a coercible type; each copy named and keyed by its index. */
const variantsOf = (record: Json, required: string[], name: (index: number) => Json): FuzzCase[] =>
  fuzzRecord(record, required, (variant, index) => ({
    ...variant,
    ...name(index),
    ...(variant._id === record._id ? { _id: `${String(record._id)}-${index}` } : {}),
  }));

const records = (variants: FuzzCase[]) => variants.map((variant) => variant.record);
const cases = (variants: FuzzCase[]) => variants.map((variant) => [variant.label, variant.record] as const);

const expectNoImageWithoutSource = () => {
  for (const image of document.querySelectorAll('img')) expect(image.getAttribute('src')).toBeTruthy();
};

beforeEach(() => {
  resetSiteStore();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

describe('Our Company records with empty, null, missing or coercible optional fields', () => {
  const blocks = variantsOf(sectionOne[0], ['title'], (index) => ({ title: `Block ${index}` }));
  const awards = variantsOf(achievements[0], ['content'], (index) => ({ content: `<p>Award ${index}</p>` }));
  const leaders = variantsOf(leadership[0], ['name'], (index) => ({ name: `Leader ${index}` }));

  it('shows every section-one block, achievement and leader', async () => {
    mockFetch(
      companyRoutes({
        [endpoints.ourCompanyContent]: ok([ourCompanyContent]),
        [endpoints.sectionOne]: ok(records(blocks)),
        [endpoints.achievements]: ok(records(awards)),
        [endpoints.leadership]: ok(records(leaders)),
      }),
    );
    renderWithRouter(<OurCompanyPage />);
    await screen.findByRole('heading', { level: 3, name: 'Leader 0' });

    blocks.forEach((_, index) => expect(screen.getByRole('heading', { level: 3, name: `Block ${index}` })).toBeInTheDocument());
    // The slider shows its first slides at once and counts them all.
    const slider = screen.getByRole('region', { name: 'Achievements' });
    expect(within(slider).getAllByRole('group')[0]).toHaveAttribute('aria-label', `1 of ${awards.length}`);
    expect(within(slider).getByText('Award 0')).toBeInTheDocument();
    leaders.forEach((_, index) => expect(screen.getByRole('heading', { level: 3, name: `Leader ${index}` })).toBeInTheDocument());
    expectNoImageWithoutSource();
    expect(console.warn).not.toHaveBeenCalled();
  });

  it.each(cases(fuzzRecord(ourCompanyContent, ['main_content_heading', 'section_cards.0.title'])))('shows the page content when %s', async (_label, record) => {
    mockFetch(companyRoutes({ [endpoints.ourCompanyContent]: ok([record]), [endpoints.sectionOne]: ok([]), [endpoints.achievements]: ok([]), [endpoints.leadership]: ok([]) }));
    renderWithRouter(<OurCompanyPage />);
    expect(await screen.findByRole('heading', { name: 'Who we are' })).toBeInTheDocument();
    if ((record.section_cards as Json[] | undefined)?.[0]?.title === 'Mission') expect(screen.getByRole('heading', { level: 3, name: 'Mission' })).toBeInTheDocument();
    expectNoImageWithoutSource();
  });
});

describe('Management Team records with empty, null, missing or coercible optional fields', () => {
  const members = variantsOf(managementTeam[0], ['name'], (index) => ({ name: `Person ${index}` }));

  it('shows every person', async () => {
    mockFetch(companyRoutes({ [endpoints.managementContent]: ok([managementContent]), [endpoints.managementTeam]: ok(records(members)) }));
    renderWithRouter(<ManagementTeamPage />);
    await screen.findByRole('button', { name: /Person 0\b/ });

    members.forEach((_, index) => expect(screen.getByRole('button', { name: new RegExp(`Person ${index}\\b`) })).toBeInTheDocument());
    expectNoImageWithoutSource();
    expect(console.warn).not.toHaveBeenCalled();
  });

  it.each(cases(fuzzRecord(managementContent, ['title'])))('shows the introduction when %s', async (_label, record) => {
    mockFetch(companyRoutes({ [endpoints.managementContent]: ok([record]), [endpoints.managementTeam]: ok(managementTeam) }));
    renderWithRouter(<ManagementTeamPage />);
    expect(await screen.findByRole('heading', { level: 2, name: 'Leading with purpose' })).toBeInTheDocument();
  });
});

describe('Gallery records with empty, null, missing or coercible optional fields', () => {
  const pictures = variantsOf(galleryImages[0], ['_id', 'image.url', 'category._id'], (index) => ({ alt_tag: `Picture ${index}` }));

  it('shows every picture of the category', async () => {
    // The alt text is one of the fields emptied: the copies are counted, not named.
    mockFetch(companyRoutes({ [endpoints.gallery]: ok(records(pictures)), [endpoints.galleryCategories]: ok(galleryCategories) }));
    renderWithRouter(<GalleryPage />);
    const grid = await screen.findByRole('list', { name: 'Corporate Events pictures' });

    expect(grid.querySelectorAll('img')).toHaveLength(pictures.length);
    expectNoImageWithoutSource();
    expect(console.warn).not.toHaveBeenCalled();
  });

  it.each(cases(fuzzRecord(sectionBanners[2], ['section'])))('shows its banner when %s', async (_label, record) => {
    mockFetch(companyRoutes({ [endpoints.sectionBanners]: ok([record]), [endpoints.gallery]: ok(galleryImages), [endpoints.galleryCategories]: ok(galleryCategories) }));
    renderWithRouter(<GalleryPage />);
    expect(await screen.findByRole('list', { name: 'Corporate Events pictures' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expectNoImageWithoutSource();
  });
});
