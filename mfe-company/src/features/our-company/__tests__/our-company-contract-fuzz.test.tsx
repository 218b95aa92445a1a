import { screen, within } from '@testing-library/react';
import { endpoints } from '@group/shared/contract';
import { fuzzRecord, mockFetch, ok, renderWithRouter, resetSiteStore } from '@group/shared/testing';
import { achievements, leadership, ourCompanyContent, sectionOne } from '../../../test-support/company-fixtures';
import { cases, expectNoImageWithoutSource, records, variantsOf } from '../../../test-support/contract-fuzz';
import type { Json } from '../../../test-support/contract-fuzz';
import { companyRoutes } from '../../../test-support/fixtures';
import { OurCompanyPage } from '../our-company-page';

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
    // The slider has every slide at once and counts them all.
    const slider = screen.getByRole('region', { name: 'Achievements' });
    expect(within(slider).getByRole('group', { name: `1 of ${awards.length}` })).toBeInTheDocument();
    expect(within(slider).getByRole('group', { name: `${awards.length} of ${awards.length}` })).toBeInTheDocument();
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
