import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import type { Download, Page } from '@playwright/test';
import { DESKTOP, MOBILE, expect, test } from '../support/fixtures';
import { COVER_LETTER_PDF, INBOX_USER, RESUME_PDF, startInboxApi } from '../support/inbox-api';
import type { InboxApi } from '../support/inbox-api';

/** The rules an auditor runs for WCAG 2.2 level AA, as accessibility.spec.ts runs them. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

let api: InboxApi;

test.beforeAll(async () => {
  api = await startInboxApi();
});
test.afterAll(async () => {
  await api?.stop();
});

async function signIn(page: Page, password = INBOX_USER.password) {
  await page.goto(`${api.url}/inbox`);
  await expect(page).toHaveURL(`${api.url}/inbox/sign-in`);
  await page.getByLabel('E-mail').fill(INBOX_USER.email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

const listedNames = (page: Page) => page.getByRole('table').getByRole('rowheader');

async function bytesOf(download: Download): Promise<Buffer> {
  return readFile(await download.path());
}

async function expectNoViolations(page: Page, view: string) {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const lines = results.violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')} | ${(node.failureSummary ?? violation.help).replace(/\s+/g, ' ')}`),
  );
  expect(lines, `axe violations on ${view}:\n${lines.join('\n')}`).toEqual([]);
}

test.describe('the leads inbox', () => {
  test('sends a browser without a session to sign in, and refuses it downloads and exports', async ({ request }) => {
    const page = await request.get(`${api.url}/inbox?type=career`, { maxRedirects: 0 });
    expect(page.status()).toBe(303);
    expect(page.headers().location).toBe('/inbox/sign-in');
    for (const path of ['/inbox/export?type=career&format=csv', '/inbox/leads/career/00000000-0000-4000-8000-000000000000/files/resume']) {
      const answer = await request.get(`${api.url}${path}`, { maxRedirects: 0 });
      expect(answer.status()).toBe(401);
      expect(await answer.text()).toContain('Sign in first');
    }
  });

  test('signs in, lists, filters, opens a lead, downloads its PDFs, marks it handled, exports and signs out', async ({ page }) => {
    await signIn(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Contact enquiries' })).toBeVisible();
    await expect(page.getByText(`Signed in as ${INBOX_USER.email}`)).toBeVisible();
    await expect(listedNames(page)).toHaveText(['Ravi Kumar', 'Meera Iyer']);

    await page.getByLabel('Name or e-mail').fill('MEERA@');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect(listedNames(page)).toHaveText(['Meera Iyer']);
    await expect(page.getByText('Showing 1–1 of 1 contact enquiries, newest first.')).toBeVisible();

    await page.getByRole('navigation', { name: 'Type of lead' }).getByRole('link', { name: 'Career applications' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Career applications' })).toBeVisible();
    await expect(listedNames(page)).toHaveText(['Asha Verma']);

    await page.getByRole('link', { name: 'Asha Verma' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Career application from Asha Verma');
    const details = page.locator('dl');
    for (const text of ['asha@example.com', '9876543210', 'Analyst', '12 LPA', '9 LPA', 'I would like to apply.']) {
      await expect(details).toContainText(text);
    }
    const leadUrl = page.url();

    const resumeDownload = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download résumé' }).click();
    const resume = await resumeDownload;
    expect(resume.suggestedFilename()).toBe('Asha-Resume.pdf');
    expect((await bytesOf(resume)).equals(RESUME_PDF)).toBe(true);
    const coverDownload = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download cover letter' }).click();
    expect((await bytesOf(await coverDownload)).equals(COVER_LETTER_PDF)).toBe(true);
    const resumeUrl = `${leadUrl}/files/resume`;
    const answer = await page.request.get(resumeUrl);
    expect(answer.headers()['content-type']).toBe('application/pdf');
    expect(answer.headers()['content-disposition']).toBe('attachment; filename="Asha-Resume.pdf"');
    expect(answer.headers()['cache-control']).toBe('no-store');

    await page.getByRole('button', { name: 'Mark as handled' }).click();
    await expect(page.getByRole('status')).toHaveText('Marked as handled.');
    await expect(page.getByText(`by ${INBOX_USER.email}`)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Mark as open' })).toBeVisible();

    await page.getByRole('link', { name: 'Back to career applications' }).click();
    await page.getByLabel('Status').selectOption('open');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page.getByText('No career applications match these filters.')).toBeVisible();
    await page.getByLabel('Status').selectOption('handled');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect(listedNames(page)).toHaveText(['Asha Verma']);
    await expect(page.getByRole('table').getByText('Handled', { exact: true })).toBeVisible();

    const csvDownload = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Export as CSV' }).click();
    const csv = await csvDownload;
    expect(csv.suggestedFilename()).toMatch(/^career-leads-\d{4}-\d\d-\d\d\.csv$/);
    const lines = (await bytesOf(csv)).toString('utf8').trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'id,created_at,name,email,phone,current_designation,expected_salary,current_salary,message,resume_file,resume_original_name,cover_letter_file,cover_letter_original_name',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(',Asha Verma,asha@example.com,9876543210,Analyst,12 LPA,9 LPA,');
    const exportUrl = `${api.url}/inbox/export?type=career&status=handled&format=json`;
    const json = await page.request.get(exportUrl);
    expect((await json.json()).map((lead: { name: string }) => lead.name)).toEqual(['Asha Verma']);

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByText('You have signed out.')).toBeVisible();
    await page.goto(`${api.url}/inbox?type=career`);
    await expect(page).toHaveURL(`${api.url}/inbox/sign-in`);
    for (const url of [resumeUrl, exportUrl]) expect((await page.request.get(url, { maxRedirects: 0 })).status()).toBe(401);
  });
});

test.describe('the leads inbox, after a wrong password', () => {
  // The sign-in page answers a wrong password with 401, which Chrome reports on the console.
  test.use({ allowConsoleErrors: /the server responded with a status of 401 \(Unauthorized\)/ });

  test('says "Wrong e-mail or password" and keeps the e-mail typed', async ({ page }) => {
    await signIn(page, 'not-the-password-at-all');
    await expect(page.getByRole('alert')).toHaveText('Wrong e-mail or password.');
    await expect(page.getByLabel('E-mail')).toHaveValue(INBOX_USER.email);
    await expect(page.getByLabel('Password')).toHaveValue('');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in to the leads inbox');
  });

  for (const viewport of [DESKTOP, MOBILE]) {
    test(`meets WCAG 2.2 AA at ${viewport.width} px: sign-in, list and lead pages, with visible focus and nothing wider than the screen`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await signIn(page, 'not-the-password-at-all');
      await expect(page.getByRole('alert')).toBeVisible();
      await expectNoViolations(page, 'the sign-in page with its message');

      await page.keyboard.press('Tab');
      await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
      await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeInViewport();
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      await expect(page.getByLabel('E-mail')).toBeFocused();
      const outline = await page.getByLabel('E-mail').evaluate((element) => getComputedStyle(element).outlineStyle);
      expect(outline).toBe('solid');

      await page.getByLabel('Password').fill(INBOX_USER.password);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(listedNames(page)).toHaveText(['Ravi Kumar', 'Meera Iyer']);
      await expectNoViolations(page, 'the list of contact enquiries');
      const table = page.getByRole('region', { name: 'Contact enquiries' });
      await table.focus();
      await expect(table).toBeFocused();
      const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, screen: window.innerWidth }));
      expect(widths.page).toBeLessThanOrEqual(widths.screen);

      await page.getByRole('navigation', { name: 'Type of lead' }).getByRole('link', { name: 'Career applications' }).click();
      await page.getByRole('link', { name: 'Asha Verma' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Career application from Asha Verma');
      await expectNoViolations(page, 'a career application');
      const leadWidths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, screen: window.innerWidth }));
      expect(leadWidths.page).toBeLessThanOrEqual(leadWidths.screen);
    });
  }
});
