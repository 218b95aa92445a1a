import { screen, waitFor, within } from '@testing-library/react';
import { endpoints } from '@group/shared/contract';
import { mockFetch, ok, renderWithRouter, resetSiteStore, toastMessages } from '@group/shared/testing';
import type { MockValue } from '@group/shared/testing';
import { managementTeam } from '../../../test-support/company-fixtures';
import { silenceApiLogs } from '../../../test-support/fixtures';
import { MANAGEMENT_TEAM_EMPTY, MANAGEMENT_TEAM_LOAD_ERROR, ManagementTeamPage } from '../management-team-page';
import { managementRoutes } from './management-routes';

beforeEach(resetSiteStore);

function renderPage(overrides: Partial<Record<string, MockValue>> = {}) {
  const fetchMock = mockFetch(managementRoutes(overrides));
  return { ...renderWithRouter(<ManagementTeamPage />), fetchMock };
}

describe('Management Team page', () => {
  it('shows a loading screen, then the banner, the introduction and the people', async () => {
    renderPage();
    expect(screen.getByRole('status', { name: 'Loading Management Team' })).toBeInTheDocument();
    const heading = await screen.findByRole('heading', { level: 1, name: 'Management Team' });
    expect(screen.queryByRole('status', { name: 'Loading Management Team' })).not.toBeInTheDocument();
    expect(heading.closest('section')?.querySelector('img')).toHaveAttribute(
      'src',
      'http://localhost:4000/images/banners/management-team-desktop.jpg',
    );
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent('HomeAboutManagement Team');
    expect(screen.getByRole('heading', { level: 2, name: 'Leading with purpose' })).toBeInTheDocument();
    expect(screen.getByText('Each Meridian company is run by an experienced leader.')).toBeInTheDocument();
  });

  it('shows each person with name, role, company and photo', async () => {
    renderPage();
    const card = (await screen.findByText('Vikram Desai', { exact: true })).closest('summary');
    expect(card).toHaveTextContent('Vikram Desai');
    expect(card).toHaveTextContent('Chief Executive Officer');
    expect(card).toHaveTextContent('Meridian Sports');
    expect(card?.querySelector('img')).toHaveAttribute('src', 'http://localhost:4000/images/people/vikram-desai.jpg');
    expect(within(screen.getByRole('list', { name: 'Management team' })).getAllByRole('listitem')).toHaveLength(3);
  });

  it('uses the page meta from the backend for the page head', async () => {
    renderPage();
    await waitFor(() => expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content', 'About Management Team.'));
    expect(document.title).toBe('Management Team | Meridian Group');
    expect(document.querySelector('link[rel="canonical"]')).toHaveAttribute('href', 'http://localhost:3000/management-team');
  });

  it('shows a plain title when there is no banner', async () => {
    renderPage({ [endpoints.sectionBanners]: ok([]) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Management Team' })).toBeInTheDocument();
    expect(screen.getByText('Sana Qureshi', { exact: true })).toBeInTheDocument();
  });

  it('shows an empty state when there is nobody to show', async () => {
    renderPage({ [endpoints.managementTeam]: ok([]) });
    expect(await screen.findByText(MANAGEMENT_TEAM_EMPTY)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Management team' })).not.toBeInTheDocument();
  });

  it('shows an error with a retry when the team cannot be loaded, and loads again on retry', async () => {
    silenceApiLogs();
    let attempts = 0;
    const { user } = renderPage({
      [endpoints.managementTeam]: () => {
        attempts += 1;
        return attempts === 1 ? 500 : ok(managementTeam);
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(MANAGEMENT_TEAM_LOAD_ERROR);
    expect(toastMessages()).toEqual(['Internal Server Error']);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Vikram Desai', { exact: true })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
