import { screen } from '@testing-library/react';
import { mockFetch, renderWithRouter, resetSiteStore } from '@group/shared/testing';
import { managementTeam } from '../../../test-support/company-fixtures';
import { MANAGEMENT_CARD_GROUP } from '../components/management-card';
import { ManagementTeamPage } from '../management-team-page';
import { managementRoutes } from './management-routes';

beforeEach(resetSiteStore);

async function renderTeam() {
  mockFetch(managementRoutes());
  const view = renderWithRouter(<ManagementTeamPage />);
  await screen.findByRole('list', { name: 'Management team' });
  return view;
}

// Cards are native disclosures: the summary is what the visitor chooses, the details what opens.
const card = (name: string) => screen.getByText(name, { exact: true }).closest('summary') as HTMLElement;
const details = (name: string) => card(name).closest('details') as HTMLDetailsElement;
const profile = (name: string) => screen.getByRole('region', { name: `About ${name}` });
const closeOf = (name: string) => details(name).querySelector('[aria-hidden="true"]') as HTMLElement;
const names = managementTeam.map((member) => member.name);

describe('Management Team cards', () => {
  it('start with none expanded, every card in the one group the browser keeps to one open card', async () => {
    await renderTeam();
    for (const name of names) {
      expect(details(name)).toHaveAttribute('name', MANAGEMENT_CARD_GROUP);
      expect(details(name).open).toBe(false);
      expect(card(name)).toBe(details(name).firstElementChild);
      expect(profile(name)).not.toBeVisible();
    }
  });

  it('show name, role and company in the summary, and the info in a region named for the person', async () => {
    await renderTeam();
    expect(card('Sana Qureshi')).toHaveTextContent('Sana QureshiManaging DirectorMeridian Hotels & Resorts');
    expect(profile('Sana Qureshi')).toHaveTextContent('Leads heritage restoration.');
    expect(card('Sana Qureshi')).toContainElement(closeOf('Sana Qureshi'));
  });

  it('expand on choice, and collapse when the expanded card is chosen again', async () => {
    const { user } = await renderTeam();
    await user.click(card('Sana Qureshi'));
    expect(details('Sana Qureshi').open).toBe(true);
    expect(profile('Sana Qureshi')).toBeVisible();
    await user.click(card('Sana Qureshi'));
    expect(details('Sana Qureshi').open).toBe(false);
    expect(profile('Sana Qureshi')).not.toBeVisible();
  });

  it('collapse with the close control, which is part of the summary and so needs no script', async () => {
    const { user } = await renderTeam();
    await user.click(card('Vikram Desai'));
    expect(closeOf('Vikram Desai')).toHaveTextContent('Close');
    await user.click(closeOf('Vikram Desai'));
    expect(details('Vikram Desai').open).toBe(false);
  });

  it('close on Escape, leaving focus on the card', async () => {
    const { user } = await renderTeam();
    // Past the banner's breadcrumb link, the first card is next in the tab order.
    await user.tab();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveFocus();
    await user.tab();
    expect(card('Vikram Desai')).toHaveFocus();
    details('Vikram Desai').open = true;
    await user.keyboard('{Escape}');
    expect(details('Vikram Desai').open).toBe(false);
    expect(card('Vikram Desai')).toHaveFocus();
  });
});
