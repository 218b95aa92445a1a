// A visitor acts as soon as a control is painted, on a phone-slow CPU: the server's page must
// take that input itself, and the page's script must not lose it when it takes the page over.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { demoContent, newsCategories as demoNewsCategories } from '../support/demo-content';
import type { DemoCategory } from '../support/demo-content';
import { holdRemoteScripts, untilLive } from '../support/early-input';
import { disclaimer, main } from '../support/keyboard';
import { slowCpu } from '../support/native-controls';
import { CAREERS_THANK_YOU, CONTACT_THANK_YOU } from './forms-messages';
import { pdf, storedLeads, unique } from './forms-stored-leads';

type Member = { name: string };

const managementTeam = demoContent<Member[]>('management-team');
const newsCategories = demoNewsCategories();

const card = (page: Page, member: Member) =>
  main(page).getByRole('list', { name: 'Management team' }).getByRole('listitem').filter({ hasText: member.name });
const profile = (page: Page, member: Member) => main(page).getByRole('region', { name: `About ${member.name}` });
const newsCard = (page: Page, category: DemoCategory) =>
  main(page).getByRole('region', { name: 'NEWS CENTRE' }).getByRole('list').getByRole('link', { name: new RegExp(category.name) });

const choose = (page: Page, member: Member) => card(page, member).getByText(member.name, { exact: true }).click();

/** SPEC §4: choose a card, then another, then close it with its close button; one open at most. */
async function chooseSwitchAndClose(page: Page) {
  const [first, second] = managementTeam;
  await choose(page, first);
  await expect(profile(page, first)).toBeVisible();

  await choose(page, second);
  await expect(profile(page, second)).toBeVisible();
  await expect(profile(page, first)).toBeHidden();
  await expect(main(page).locator('details[open]')).toHaveCount(1);

  await card(page, second).getByText('Close', { exact: true }).click();
  await expect(profile(page, second)).toBeHidden();
  await expect(main(page).locator('details[open]')).toHaveCount(0);
}

test.describe('at once, on a slow phone', () => {
  test.beforeEach(async ({ page }) => {
    await slowCpu(page, 4);
  });

  test('management cards expand, switch and collapse from the first paint, and stay as chosen once live', async ({ page }) => {
    const [first] = managementTeam;
    const release = await holdRemoteScripts(page, 'company');
    await page.goto('/management-team', { waitUntil: 'commit' });
    await chooseSwitchAndClose(page);
    await choose(page, first);
    await expect(profile(page, first)).toBeVisible();

    release();
    await untilLive(page);
    await expect(profile(page, first)).toBeVisible();
    await choose(page, first);
    await expect(main(page).locator('details[open]')).toHaveCount(0);
    await chooseSwitchAndClose(page);
  });

  test('the disclaimer closes, and the page under it takes the next click', async ({ page }) => {
    const [, category] = newsCategories;
    await page.goto('/', { waitUntil: 'commit' });
    await disclaimer(page).getByRole('button', { name: 'Close' }).click();
    await expect(disclaimer(page)).toBeHidden();
    await newsCard(page, category).click();
    await expect(page).toHaveURL(/\/news-centre/);
    await expect(main(page).getByRole('heading', { level: 1, name: 'News Centre' })).toBeVisible();
    await expect(main(page).getByRole('tab', { name: category.name })).toHaveAttribute('aria-selected', 'true');
  });

  const leadForms = [
    {
      form: 'an application',
      path: '/careers',
      type: 'career',
      values: {
        'Full Name': unique('Early Applicant'),
        'Email ID': 'early.applicant@example.technology',
        'Phone No.': '9123456780',
        'Current Designation': 'Site Engineer',
        'Expected Salary': '12 LPA',
        'Current Salary': '9 LPA',
        Message: 'I filled this in while the page was still loading.',
      },
      files: { Resume: 'early-resume.pdf', 'Cover Letter': 'early-cover.pdf' },
      thanks: CAREERS_THANK_YOU,
      stored: {
        email: 'early.applicant@example.technology',
        phone: '9123456780',
        current_designation: 'Site Engineer',
        expected_salary: '12 LPA',
        current_salary: '9 LPA',
        message: 'I filled this in while the page was still loading.',
        resume_original_name: 'early-resume.pdf',
        cover_letter_original_name: 'early-cover.pdf',
      },
    },
    {
      form: 'an enquiry',
      path: '/contact-us',
      type: 'contact',
      values: {
        'Full Name': unique('Early Enquirer'),
        Email: 'early.enquirer@example.com',
        'Phone No.': '9876501234',
        Subject: 'Typed while the page loaded',
        Message: 'I wrote this before the page was live.',
      },
      files: {},
      thanks: CONTACT_THANK_YOU,
      stored: {
        email: 'early.enquirer@example.com',
        phone: '9876501234',
        subject: 'Typed while the page loaded',
        message: 'I wrote this before the page was live.',
      },
    },
  ] as const;

  for (const { form, path, type, values, files, thanks, stored } of leadForms) {
    test(`${form} filled in before the page is live is sent in full`, async ({ page }) => {
      // The server sends the form once what the page reads arrives within its time budget; a
      // cold server on a busy machine may first send the loading screen, with nothing to fill in.
      await expect.poll(async () => (await page.request.get(path)).text(), { timeout: 30_000 }).toContain('>Full Name</label>');
      const release = await holdRemoteScripts(page, 'forms');
      await page.goto(path, { waitUntil: 'commit' });
      for (const [label, value] of Object.entries(values)) await page.getByLabel(label, { exact: true }).fill(value);
      for (const [label, name] of Object.entries(files)) await page.getByLabel(label, { exact: true }).setInputFiles(pdf(name));
      // The captcha is the one part that needs the script: it shows once the form is live.
      release();
      await page.getByRole('checkbox', { name: "I'm not a robot" }).check();
      await page.getByRole('button', { name: 'Submit' }).click();

      await expect(page.getByText(thanks)).toBeVisible();
      const lead = (await storedLeads(type)).find((entry) => entry.name === values['Full Name']);
      expect(lead).toMatchObject(stored);
    });
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('management cards expand, switch and collapse', async ({ page }) => {
    await page.goto('/management-team');
    await expect(profile(page, managementTeam[0])).toBeHidden();
    await chooseSwitchAndClose(page);
  });

  test('the disclaimer keeps the page under it out of reach until its Close button closes it', async ({ page }) => {
    const [category] = newsCategories;
    await page.goto('/');
    await expect(disclaimer(page)).toBeVisible();
    await newsCard(page, category).focus();
    await expect(newsCard(page, category)).not.toBeFocused();

    await disclaimer(page).getByRole('button', { name: 'Close' }).click();
    await expect(disclaimer(page)).toBeHidden();
    await newsCard(page, category).click();
    await expect(page).toHaveURL(new RegExp(`/news-centre#${category._id}$`));
  });
});
