import { screen } from '@testing-library/react';
import { endpoints } from '@group/shared/contract';
import { fuzzRecord, mockFetch, ok, renderWithRouter, resetSiteStore } from '@group/shared/testing';
import { managementContent, managementTeam } from '../../../test-support/company-fixtures';
import { cases, expectNoImageWithoutSource, records, variantsOf } from '../../../test-support/contract-fuzz';
import { companyRoutes } from '../../../test-support/fixtures';
import { ManagementTeamPage } from '../management-team-page';

beforeEach(() => {
  resetSiteStore();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

describe('Management Team records with empty, null, missing or coercible optional fields', () => {
  const members = variantsOf(managementTeam[0], ['name'], (index) => ({ name: `Person ${index}` }));

  it('shows every person', async () => {
    mockFetch(companyRoutes({ [endpoints.managementContent]: ok([managementContent]), [endpoints.managementTeam]: ok(records(members)) }));
    renderWithRouter(<ManagementTeamPage />);
    await screen.findByText('Person 0', { exact: true });

    members.forEach((_, index) => expect(screen.getByText(`Person ${index}`, { exact: true })).toBeInTheDocument());
    expectNoImageWithoutSource();
    expect(console.warn).not.toHaveBeenCalled();
  });

  it.each(cases(fuzzRecord(managementContent, ['title'])))('shows the introduction when %s', async (_label, record) => {
    mockFetch(companyRoutes({ [endpoints.managementContent]: ok([record]), [endpoints.managementTeam]: ok(managementTeam) }));
    renderWithRouter(<ManagementTeamPage />);
    expect(await screen.findByRole('heading', { level: 2, name: 'Leading with purpose' })).toBeInTheDocument();
  });
});
