import { screen } from '@testing-library/react';
import { mockFetch, renderWithRouter, resetSiteStore } from '@group/shared/testing';
import { managementTeam } from '../../../test-support/company-fixtures';
import { ManagementTeamPage } from '../management-team-page';
import { managementRoutes } from './management-routes';

beforeEach(resetSiteStore);

async function renderTeam() {
  mockFetch(managementRoutes());
  const view = renderWithRouter(<ManagementTeamPage />);
  await screen.findByRole('list', { name: 'Management team' });
  return view;
}

const card = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name}`) });
const itemOf = (name: string) => card(name).closest('li') as HTMLElement;
const profile = (name: string) => document.getElementById(card(name).getAttribute('aria-controls') ?? '') as HTMLElement;
const names = managementTeam.map((member) => member.name);

describe('Management Team cards', () => {
  it('start with none expanded and none inactive', async () => {
    await renderTeam();
    for (const name of names) {
      expect(card(name)).toHaveAttribute('aria-expanded', 'false');
      expect(profile(name)).not.toBeVisible();
      expect(itemOf(name)).not.toHaveClass('inactive');
    }
  });

  it('each control the profile panel they name', async () => {
    await renderTeam();
    for (const name of names) {
      expect(profile(name)).toHaveAttribute('role', 'region');
      expect(profile(name)).toHaveAttribute('aria-label', `About ${name}`);
    }
  });

  it('expand on choice, showing the info, and mark the others inactive', async () => {
    const { user } = await renderTeam();
    await user.click(card('Sana Qureshi'));
    expect(card('Sana Qureshi')).toHaveAttribute('aria-expanded', 'true');
    expect(profile('Sana Qureshi')).toBeVisible();
    expect(profile('Sana Qureshi')).toHaveTextContent('Leads heritage restoration.');
    expect(itemOf('Sana Qureshi')).not.toHaveClass('inactive');
    expect(itemOf('Sana Qureshi')).toHaveAttribute('data-state', 'expanded');
    for (const other of ['Vikram Desai', 'Aditya Menon']) {
      expect(card(other)).toHaveAttribute('aria-expanded', 'false');
      expect(itemOf(other)).toHaveClass('inactive');
      expect(itemOf(other)).toHaveAttribute('data-state', 'inactive');
      expect(profile(other)).not.toBeVisible();
    }
  });

  it('collapse when the expanded card is chosen again', async () => {
    const { user } = await renderTeam();
    await user.click(card('Sana Qureshi'));
    await user.click(card('Sana Qureshi'));
    expect(card('Sana Qureshi')).toHaveAttribute('aria-expanded', 'false');
    expect(profile('Sana Qureshi')).not.toBeVisible();
    for (const name of names) expect(itemOf(name)).not.toHaveClass('inactive');
  });

  it('collapse with the close button, which hands focus back to the card', async () => {
    const { user } = await renderTeam();
    await user.click(card('Vikram Desai'));
    await user.click(screen.getByRole('button', { name: 'Close profile of Vikram Desai' }));
    expect(card('Vikram Desai')).toHaveAttribute('aria-expanded', 'false');
    expect(card('Vikram Desai')).toHaveFocus();
    for (const name of names) expect(itemOf(name)).not.toHaveClass('inactive');
  });

  it('switch when another card is chosen: only one is expanded', async () => {
    const { user } = await renderTeam();
    await user.click(card('Vikram Desai'));
    await user.click(card('Aditya Menon'));
    expect(card('Aditya Menon')).toHaveAttribute('aria-expanded', 'true');
    expect(card('Vikram Desai')).toHaveAttribute('aria-expanded', 'false');
    expect(itemOf('Vikram Desai')).toHaveClass('inactive');
    expect(screen.getAllByRole('button', { expanded: true })).toHaveLength(1);
  });

  it('work from the keyboard: Enter and Space choose, Escape closes', async () => {
    const { user } = await renderTeam();
    // Past the banner's breadcrumb link, the first card is next in the tab order.
    await user.tab();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveFocus();
    await user.tab();
    expect(card('Vikram Desai')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(card('Vikram Desai')).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close profile of Vikram Desai' })).toHaveFocus();
    await user.tab();
    expect(card('Sana Qureshi')).toHaveFocus();
    await user.keyboard(' ');
    expect(card('Sana Qureshi')).toHaveAttribute('aria-expanded', 'true');
    expect(card('Vikram Desai')).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{Escape}');
    expect(card('Sana Qureshi')).toHaveAttribute('aria-expanded', 'false');
    expect(card('Sana Qureshi')).toHaveFocus();
  });
});
