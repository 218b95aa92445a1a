// What a keyboard visitor does and sees: Tab until something has focus, and whether focus shows.
import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

const isFocused = (target: Locator) => target.evaluate((element) => element === document.activeElement);

export const main = (page: Page) => page.getByRole('main');
export const pageHeading = (page: Page) => main(page).getByRole('heading', { level: 1 });
export const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
export const disclaimer = (page: Page) => page.getByRole('dialog', { name: 'Beware of forged Letters of Intent' });

/** Opens the home page and closes its disclaimer with Escape, as a keyboard visitor would. */
export async function openHomeWithKeyboard(page: Page): Promise<void> {
  await page.goto('/');
  await expect(disclaimer(page)).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(disclaimer(page)).toHaveCount(0);
  await expect(page.getByRole('status', { name: 'Loading page' })).toHaveCount(0);
}

/**
 * Presses Tab (or Shift+Tab) until `target` has focus; fails when `limit` presses do not get there.
 * Returns how many presses it took.
 */
export async function tabTo(page: Page, target: Locator, { backwards = false, limit = 80 } = {}): Promise<number> {
  await expect(target).toBeAttached();
  for (let presses = 0; presses < limit; presses += 1) {
    if (await isFocused(target)) return presses;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  await expect(target, `not reached with ${limit} presses of ${backwards ? 'Shift+Tab' : 'Tab'}`).toBeFocused({ timeout: 1 });
  return limit;
}

/** Presses `key` `times` times. */
export async function press(page: Page, key: string, times: number): Promise<void> {
  for (let count = 0; count < times; count += 1) await page.keyboard.press(key);
}

export type FocusedElement = {
  /** Tag and accessible text, to name it in a failure. */
  name: string;
  /** Something about it changes when it takes focus: an outline, a ring, a frame drawn around it. */
  showsFocus: boolean;
  /** Part of it is behind the sticky header bar. */
  underHeader: boolean;
  atBody: boolean;
};

/**
 * The element that has focus, and whether a visitor can see that it has: its outline, shadow or
 * border (or those of its ::before/::after, which some cards draw their ring on) differ from what
 * it shows without focus. Transitions are finished first, so the end state is compared.
 */
export function focusedElement(page: Page): Promise<FocusedElement> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return { name: 'body', showsFocus: false, underHeader: false, atBody: true };
    const settle = () => element.getAnimations({ subtree: true }).forEach((animation) => animation.finish());
    const look = () => {
      settle();
      return [null, '::before', '::after']
        .map((pseudo) => {
          const style = getComputedStyle(element, pseudo);
          const outline = style.outlineStyle === 'none' || parseFloat(style.outlineWidth) === 0 ? 'none' : `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`;
          return `${outline}|${style.boxShadow}|${style.borderColor}`;
        })
        .join('||');
    };
    const focused = look();
    element.blur();
    const unfocused = look();
    element.focus({ preventScroll: true });
    settle();

    const bar = document.querySelector('header')?.firstElementChild?.getBoundingClientRect();
    const box = element.getBoundingClientRect();
    const inHeader = element.closest('header') !== null || getComputedStyle(element).position === 'fixed';
    const text = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 50);
    return {
      name: `${element.tagName.toLowerCase()} "${text}"`,
      showsFocus: focused !== unfocused,
      underHeader: !inHeader && bar !== undefined && box.height > 0 && box.top < bar.bottom - 1,
      atBody: false,
    };
  });
}
