// The layout's native controls as a visitor, and the assistive technology they use, meet them.
import type { CDPSession, Locator, Page } from '@playwright/test';

const PROBE = 'data-e2e-ax-probe';

/** The page's footer, whose sections are an accordion below 768 px. */
export const footer = (page: Page) => page.getByRole('contentinfo');
/** The panel the hamburger opens below 1024 px. */
export const menuPanel = (page: Page) => page.getByRole('navigation', { name: 'Menu' });

/**
 * Whether Chromium's accessibility tree says the control is expanded, the state a screen reader
 * announces; undefined when it has no such state. The browser maps it from the popover that a
 * `popovertarget` button opens, or from a summary's <details>: no attribute of the page holds it.
 */
export async function announcedExpanded(control: Locator): Promise<boolean | undefined> {
  const page = control.page();
  await control.evaluate((element, probe) => element.setAttribute(probe, ''), PROBE);
  const cdp = await page.context().newCDPSession(page);
  try {
    const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: `[${PROBE}]` });
    const { nodes } = await cdp.send('Accessibility.getPartialAXTree', { nodeId, fetchRelatives: false });
    const expanded = nodes[0]?.properties?.find((property) => property.name === 'expanded');
    return expanded === undefined ? undefined : expanded.value.value === true;
  } finally {
    await cdp.detach();
    await control.evaluate((element, probe) => element.removeAttribute(probe), PROBE);
  }
}

/** The popover a `popovertarget` button opens. */
export async function popoverOf(toggle: Locator): Promise<Locator> {
  const id = await toggle.getAttribute('popovertarget');
  if (!id) throw new Error('the control opens no popover');
  return toggle.page().locator(`[id="${id}"]`);
}

/** A <details> summary, by its text (a summary has no role Playwright can find it by). */
export const summaryNamed = (scope: Page | Locator, name: string) =>
  scope.locator('summary').filter({ hasText: new RegExp(`^\\s*${name}\\s*$`, 'i') });

/** Whether the summary's <details> is open. */
export const isOpen = (summary: Locator) => summary.evaluate((element) => (element.parentElement as HTMLDetailsElement).open);

/**
 * Makes the page's CPU `rate` times slower, as on a slow phone, so the server's page is on screen
 * well before its script has taken it over.
 */
export async function slowCpu(page: Page, rate: number): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  return cdp;
}

/** Whether the page's script has taken it over (the shell marks the document then). */
export const isLive = (page: Page) => page.evaluate(() => document.documentElement.dataset.live === 'true');
