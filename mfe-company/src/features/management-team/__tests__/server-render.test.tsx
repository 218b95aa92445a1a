import { act, screen } from '@testing-library/react';
import { endpoints } from '@group/shared/contract';
import { mockFetch, ok, resetSiteStore } from '@group/shared/testing';
import { managementTeam } from '../../../test-support/company-fixtures';
import { silenceApiLogs } from '../../../test-support/fixtures';
import { renderPageOnServer, stalled } from '../../../test-support/render-page-on-server';
import { MANAGEMENT_TEAM_LOAD_ERROR } from '../management-team-page';
import { managementRoutes } from './management-routes';

beforeEach(resetSiteStore);

const cardOf = (name: string) => screen.getByText(name, { exact: true }).closest('summary') as HTMLElement;

describe('Management Team rendered on the server', () => {
  it('sends the banner, the introduction and every profile, and the browser hydrates it without asking again', async () => {
    const fetchMock = mockFetch(managementRoutes());
    const page = await renderPageOnServer('managementTeam', { fetchMock });
    const { html } = page.server;
    expect(html).not.toContain('Loading Management Team');
    expect(html).toContain('banners/management-team-desktop.jpg');
    expect(html).toContain('content="About Management Team."');
    expect(html).toContain('Leading with <strong>purpose</strong>');
    expect(page.text).toContain('Each Meridian company is run by an experienced leader.');
    expect(page.text).toContain('Vikram DesaiChief Executive OfficerMeridian Sports');
    expect(page.text).toContain('Sana QureshiManaging DirectorMeridian Hotels & Resorts');
    // Closed profiles are in the markup too, for the browser to open without script.
    expect(page.text).toContain('Leads heritage restoration.');
    expect(html).toContain('<details name="management-team"');
    expect(html).not.toMatch(/<details[^>]* open/);

    const browser = await page.hydrate();
    expect(browser.errors).toEqual([]);
    expect(browser.fetchedAgain).toEqual([]);
    await act(async () => cardOf('Sana Qureshi').click());
    expect(screen.getByRole('region', { name: 'About Sana Qureshi' })).toBeVisible();
    browser.unmount();
  });

  it('keeps the card a visitor opened before the script ran, and lets them close it', async () => {
    const fetchMock = mockFetch(managementRoutes());
    const page = await renderPageOnServer('managementTeam', { fetchMock });
    // The browser opened it natively, as the visitor chose it on the server's page.
    const browser = await page.hydrate({ beforeHydration: (markup) => markup.querySelectorAll('details')[1]?.setAttribute('open', '') });
    expect(browser.errors).toEqual([]);
    expect(screen.getByRole('region', { name: 'About Sana Qureshi' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'About Vikram Desai' })).not.toBeVisible();

    await act(async () => cardOf('Sana Qureshi').click());
    expect(screen.getByRole('region', { name: 'About Sana Qureshi' })).not.toBeVisible();
    browser.unmount();
  });

  it('sends the error state when the people could not be loaded, and the hydrated retry loads them', async () => {
    silenceApiLogs();
    let attempts = 0;
    const fetchMock = mockFetch(
      managementRoutes({
        [endpoints.managementTeam]: () => {
          attempts += 1;
          return attempts === 1 ? 500 : ok(managementTeam);
        },
      }),
    );
    const page = await renderPageOnServer('managementTeam', { fetchMock });
    expect(page.text).toContain(MANAGEMENT_TEAM_LOAD_ERROR);

    const browser = await page.hydrate();
    expect(browser.errors).toEqual([]);
    await act(async () => screen.getByRole('button', { name: 'Try again' }).click());
    expect(await screen.findByText('Vikram Desai', { exact: true })).toBeInTheDocument();
    browser.unmount();
  });

  it('sends its loading screen when the people outlast the budget, and hydrates it', async () => {
    const fetchMock = mockFetch(managementRoutes({ [endpoints.managementTeam]: stalled }));
    const page = await renderPageOnServer('managementTeam', { fetchMock, budgetMs: 50 });
    expect(page.server.html).toContain('aria-label="Loading Management Team"');
    expect(page.text).not.toContain('Vikram Desai');

    const browser = await page.hydrate();
    expect(browser.errors).toEqual([]);
    expect(browser.fetchedAgain).toEqual([endpoints.managementTeam]);
    expect(screen.getByRole('status', { name: 'Loading Management Team' })).toBeInTheDocument();
    browser.unmount();
  });
});
