import { screen, within } from '@testing-library/react';
import { useEffect } from 'react';
import { hydrateFromServer, renderOnServer } from '@group/shared/testing';
import type { ServerRenderResult } from '@group/shared/testing';
import { SiteFooter } from '../footer';
import { SiteHeader } from '../header';
import { installNativeControlsStandIn, isOpen, openBeforeScript, popoverOf } from '../header/__tests__/native-controls-stand-in';
import { renderWithRouter, setSiteState, venture } from '../header/__tests__/render-with-router';

installNativeControlsStandIn();
beforeEach(() => setSiteState({ ventureCategories: [venture({ title: 'Infrastructure', slug: 'infrastructure' })] }));

const layout = (
  <>
    <SiteHeader />
    <SiteFooter />
  </>
);

/** The server's markup as the browser has it once the visitor has pressed what `act` presses. */
function changedBeforeHydration(server: ServerRenderResult, act: (page: HTMLElement) => void): ServerRenderResult {
  const page = document.body.appendChild(document.createElement('div'));
  page.innerHTML = server.html;
  act(page);
  page.remove();
  return { ...server, html: page.innerHTML };
}

const hamburger = (page: HTMLElement) => within(page).getByRole('button', { name: /open menu/i });
const footerFold = (page: HTMLElement, title: string) =>
  within(page.querySelector('.narrowLayout') as HTMLElement).getByText(title).closest('details') as HTMLDetailsElement;
const menuGroup = (page: HTMLElement, label: string) =>
  within(popoverOf(hamburger(page))).getByText(label, { selector: 'summary' }).closest('details') as HTMLDetailsElement;

describe('the layout before and while it hydrates', () => {
  it('is in the server markup as a phone needs it: a hamburger with its panel, the footer folded with business ventures open', async () => {
    const server = await renderOnServer(layout);
    const page = document.body.appendChild(document.createElement('div'));
    page.innerHTML = server.html;
    expect(popoverOf(hamburger(page))).toHaveAttribute('popover', 'auto');
    expect(menuGroup(page, 'About').open).toBe(false);
    expect(footerFold(page, 'BUSINESS VENTURES')).toHaveAttribute('open');
    expect(footerFold(page, 'QUICK LINKS')).not.toHaveAttribute('open');
    page.remove();
  });

  it('keeps the disclosures the visitor opened before hydration, with no hydration warning', async () => {
    const server = await renderOnServer(layout);
    const changed = changedBeforeHydration(server, (page) => {
      menuGroup(page, 'Business Ventures').open = true;
      // Opening Quick Links closes Business Ventures, a disclosure of the same name.
      footerFold(page, 'BUSINESS VENTURES').open = false;
      footerFold(page, 'QUICK LINKS').open = true;
    });

    const { container, errors, unmount } = await hydrateFromServer(layout, changed);

    expect(errors).toEqual([]);
    expect(menuGroup(container, 'Business Ventures').open).toBe(true);
    expect(footerFold(container, 'BUSINESS VENTURES').open).toBe(false);
    expect(footerFold(container, 'QUICK LINKS').open).toBe(true);
    unmount();
  });

  it('keeps the menu open when the visitor opened it before React took over', () => {
    // Its effect runs before the header's: the popover is open when the header's code first runs.
    function OpenedBeforeScript() {
      useEffect(() => openBeforeScript(popoverOf(screen.getByRole('button', { name: /open menu/i }))), []);
      return null;
    }
    renderWithRouter(
      <>
        <OpenedBeforeScript />
        <SiteHeader />
      </>,
    );
    expect(isOpen(popoverOf(screen.getByRole('button', { name: /open menu/i })))).toBe(true);
  });
});
