import type { Page } from '@playwright/test';
import { DESKTOP, MOBILE, expect, test } from '../support/fixtures';
import { origin, ports } from '../support/ports.mjs';
import { CAREERS_THANK_YOU, CONTACT_THANK_YOU } from './forms-messages';
import { pdf, storedLeads, storedUpload, unique } from './forms-stored-leads';

const GLOBALS = {
  address: 'Meridian House, 12th Floor, Bandra Kurla Complex, Bandra (East), Mumbai, Maharashtra 400051, India',
  maps: 'https://www.google.com/maps/search/?api=1&query=Bandra+Kurla+Complex+Mumbai',
  email: 'info@meridiangroup.example',
  phone: '+91 22 6150 2000',
};
const CAPTCHA_REJECTED = 'the security check was not accepted. Please tick "I\'m not a robot" again and press Submit.';

/**
 * What a failed POST leaves in the console: the browser's line and the client's log. One pattern:
 * Playwright reads a two-element array whose second element is an object as a fixture tuple.
 */
const FAILED_POST = /Failed to load resource|\[api\] POST \/(contact|career)-leads failed/;

const captchaBox = (page: Page) => page.getByRole('checkbox', { name: "I'm not a robot" });
const submit = (page: Page) => page.getByRole('button', { name: 'Submit' });

async function fill(page: Page, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) await page.getByLabel(label, { exact: true }).fill(value);
}

/** The stand-in verifier refuses any token but the passing one. */
const useRejectedCaptcha = (page: Page) =>
  page.evaluate(() => {
    (window as unknown as { __captchaToken: string }).__captchaToken = 'rejected-by-verifier';
  });

const contactValues = (name: string) => ({
  'Full Name': name,
  Email: 'asha.rao@example.com',
  'Phone No.': '9876543210',
  Subject: 'Partnership in renewable energy',
  Message: 'We would like to discuss a solar partnership.',
});

const careersValues = (name: string) => ({
  'Full Name': name,
  'Email ID': 'vikram.shah@example.technology',
  'Phone No.': '9123456780',
  'Current Designation': 'Project Engineer',
  'Expected Salary': '18 LPA',
  'Current Salary': '14 LPA',
  Message: 'I would like to join the solar team.',
});

test.describe('Contact Us (desktop)', () => {
  test.use({ viewport: DESKTOP });

  test('shows the banner, GET IN TOUCH from global settings and the ENQUIRE NOW form', async ({ page }) => {
    await page.goto('/contact-us');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    await expect(page).toHaveTitle('Contact Us | Meridian Group');
    await expect.poll(() => page.locator('main picture img').evaluate((image: HTMLImageElement) => image.currentSrc)).toMatch(
      new RegExp(`^${origin(ports.api)}/images/banners/contact-us-desktop\\.jpg\\?w=\\d+&fm=avif$`),
    );

    const touch = page.getByRole('region', { name: 'GET IN TOUCH' });
    await expect(touch.getByText(GLOBALS.address)).toBeVisible();
    const directions = touch.getByRole('link', { name: 'Get Directions' });
    await expect(directions).toHaveAttribute('href', GLOBALS.maps);
    await expect(directions).toHaveAttribute('target', '_blank');
    await expect(touch.getByRole('link', { name: GLOBALS.email })).toHaveAttribute('href', `mailto:${GLOBALS.email}`);
    await expect(touch.getByRole('link', { name: GLOBALS.phone })).toHaveAttribute('href', 'tel:+912261502000');

    const form = page.getByRole('region', { name: 'ENQUIRE NOW' });
    for (const label of ['Full Name', 'Email', 'Phone No.', 'Subject', 'Message']) {
      await expect(form.getByLabel(label, { exact: true })).toBeVisible();
    }
    await expect(captchaBox(page)).toBeVisible();
    // Details beside the form above 991 px.
    const touchBox = await touch.boundingBox();
    const formBox = await form.boundingBox();
    expect(formBox!.x).toBeGreaterThan(touchBox!.x + touchBox!.width - 1);
  });

  test('shows every message at once on an empty submit; editing a field clears its own', async ({ page }) => {
    await page.goto('/contact-us');
    await submit(page).click();
    for (const message of [
      'Full Name is required',
      'Email ID is required',
      'Mobile No. is required',
      'Subject is required',
      'Message is required',
      'Please complete the reCAPTCHA',
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    await page.getByLabel('Phone No.').fill('98765');
    await expect(page.getByText('Mobile No. is required')).toHaveCount(0);
    await expect(page.getByText('Full Name is required')).toBeVisible();
    await submit(page).click();
    await expect(page.getByText('Mobile number must be 10-digits')).toBeVisible();
  });

  test('sends an enquiry that content-api stores, then thanks and clears the form', async ({ page }) => {
    const name = unique('Asha Rao');
    await page.goto('/contact-us');
    await fill(page, contactValues(name));
    await captchaBox(page).check();
    await submit(page).click();

    await expect(page.getByText(CONTACT_THANK_YOU)).toBeVisible();
    for (const label of ['Full Name', 'Email', 'Phone No.', 'Subject', 'Message']) {
      await expect(page.getByLabel(label, { exact: true })).toHaveValue('');
    }
    await expect(captchaBox(page)).not.toBeChecked();
    await expect(submit(page)).toBeEnabled();

    const leads = await storedLeads('contact');
    expect(leads).toContainEqual(
      expect.objectContaining({ name, email: 'asha.rao@example.com', phone: '9876543210', subject: 'Partnership in renewable energy' }),
    );
  });

  test.describe('when the submission fails', () => {
    test.use({ allowConsoleErrors: FAILED_POST });

    test('a captcha the verifier rejects: everything typed stays, the summary says what to do', async ({ page }) => {
      const name = unique('Rejected Visitor');
      await page.goto('/contact-us');
      await fill(page, contactValues(name));
      await useRejectedCaptcha(page);
      await captchaBox(page).check();
      await submit(page).click();

      await expect(page.getByRole('alert')).toContainText(CAPTCHA_REJECTED);
      await expect(page.getByText('Please complete the reCAPTCHA')).toBeVisible();
      for (const [label, value] of Object.entries(contactValues(name))) {
        await expect(page.getByLabel(label, { exact: true })).toHaveValue(value);
      }
      await expect(captchaBox(page)).not.toBeChecked();
      await expect(submit(page)).toBeEnabled();
      await expect(submit(page)).toHaveText('Submit');
      expect((await storedLeads('contact')).map((lead) => lead.name)).not.toContain(name);
    });

    test('content-api out of reach: everything typed stays, and a retry goes through', async ({ page }) => {
      const name = unique('Offline Visitor');
      let down = true;
      await page.route(`${origin(ports.api)}/contact-leads`, (route) => (down ? route.abort('internetdisconnected') : route.fallback()));
      await page.goto('/contact-us');
      await fill(page, contactValues(name));
      await captchaBox(page).check();
      await submit(page).click();

      await expect(page.getByRole('alert')).toContainText('We could not reach our server, so your enquiry was not sent.');
      await expect(page.getByLabel('Full Name')).toHaveValue(name);
      await expect(page.getByLabel('Message')).toHaveValue('We would like to discuss a solar partnership.');

      down = false;
      await captchaBox(page).check();
      await submit(page).click();
      await expect(page.getByText(CONTACT_THANK_YOU)).toBeVisible();
      await expect(page.getByRole('alert')).toHaveCount(0);
      expect((await storedLeads('contact')).map((lead) => lead.name)).toContain(name);
    });
  });
});

test.describe('Contact Us (mobile)', () => {
  test.use({ viewport: MOBILE });

  test('shows the mobile banner and stacks the details above the form', async ({ page }) => {
    await page.goto('/contact-us');
    await expect.poll(() => page.locator('main picture img').evaluate((image: HTMLImageElement) => image.currentSrc)).toMatch(
      new RegExp(`^${origin(ports.api)}/images/banners/contact-us-mobile\\.jpg\\?w=\\d+&fm=avif$`),
    );
    const touchBox = await page.getByRole('region', { name: 'GET IN TOUCH' }).boundingBox();
    const formBox = await page.getByRole('region', { name: 'ENQUIRE NOW' }).boundingBox();
    expect(formBox!.y).toBeGreaterThanOrEqual(touchBox!.y + touchBox!.height);
    expect(formBox!.width).toBeLessThanOrEqual(MOBILE.width);
    await expect(submit(page)).toBeVisible();
  });
});

test.describe('Careers (desktop)', () => {
  test.use({ viewport: DESKTOP });

  test('shows the banner, the heading and description from the backend, and the application form', async ({ page }) => {
    await page.goto('/careers');
    await expect(page.getByRole('heading', { level: 1, name: 'Careers' })).toBeVisible();
    await expect(page).toHaveTitle('Careers | Meridian Group');
    await expect.poll(() => page.locator('main picture img').evaluate((image: HTMLImageElement) => image.currentSrc)).toMatch(
      new RegExp(`^${origin(ports.api)}/images/banners/careers-desktop\\.jpg\\?w=\\d+&fm=avif$`),
    );
    const title = page.getByRole('heading', { level: 2, name: 'Build your career with Meridian' });
    await expect(title).toBeVisible();
    await expect(title.locator('strong')).toHaveText('Meridian');
    await expect(page.getByText('Roles across seven sectors and moves between them')).toBeVisible();
    for (const label of ['Full Name', 'Email ID', 'Phone No.', 'Current Designation', 'Expected Salary', 'Current Salary', 'Resume', 'Cover Letter', 'Message']) {
      await expect(page.getByLabel(label, { exact: true })).toBeVisible();
    }
  });

  test('refuses a file that is not a PDF as soon as it is chosen', async ({ page }) => {
    await page.goto('/careers');
    await page.getByLabel('Resume').setInputFiles({ name: 'resume.docx', mimeType: 'application/msword', buffer: Buffer.from('not a pdf') });
    await expect(page.getByText('Please upload a PDF file', { exact: true })).toBeVisible();
    await page.getByLabel('Resume').setInputFiles(pdf('resume.pdf'));
    await expect(page.getByText('Please upload a PDF file', { exact: true })).toHaveCount(0);
  });

  test('sends an application with two PDFs that content-api stores, then clears fields, files and captcha', async ({ page }) => {
    const name = unique('Vikram Shah');
    const resume = pdf('vikram-resume.pdf', `${name} resume`);
    const cover = pdf('vikram-cover.pdf', `${name} cover letter`);
    await page.goto('/careers');
    await fill(page, careersValues(name));
    await page.getByLabel('Resume').setInputFiles(resume);
    await page.getByLabel('Cover Letter').setInputFiles(cover);
    await captchaBox(page).check();
    await submit(page).click();

    await expect(page.getByText(CAREERS_THANK_YOU)).toBeVisible();
    await expect(page.getByLabel('Full Name')).toHaveValue('');
    await expect(page.getByLabel('Resume')).toHaveValue('');
    await expect(page.getByLabel('Cover Letter')).toHaveValue('');
    await expect(captchaBox(page)).not.toBeChecked();

    const lead = (await storedLeads('career')).find((stored) => stored.name === name);
    expect(lead).toMatchObject({
      email: 'vikram.shah@example.technology',
      phone: '9123456780',
      current_designation: 'Project Engineer',
      expected_salary: '18 LPA',
      current_salary: '14 LPA',
      resume_original_name: 'vikram-resume.pdf',
      cover_letter_original_name: 'vikram-cover.pdf',
    });
    expect(await storedUpload(lead!, 'resume_file')).toEqual(resume.buffer);
    expect(await storedUpload(lead!, 'cover_letter_file')).toEqual(cover.buffer);
  });

  test.describe('when the submission fails', () => {
    test.use({ allowConsoleErrors: FAILED_POST });

    test('a rejected captcha keeps every field and both files', async ({ page }) => {
      const name = unique('Kept Applicant');
      await page.goto('/careers');
      await fill(page, careersValues(name));
      await page.getByLabel('Resume').setInputFiles(pdf('kept-resume.pdf'));
      await page.getByLabel('Cover Letter').setInputFiles(pdf('kept-cover.pdf'));
      await useRejectedCaptcha(page);
      await captchaBox(page).check();
      await submit(page).click();

      await expect(page.getByRole('alert')).toContainText(CAPTCHA_REJECTED);
      for (const [label, value] of Object.entries(careersValues(name))) {
        await expect(page.getByLabel(label, { exact: true })).toHaveValue(value);
      }
      const fileName = (label: string) =>
        page.getByLabel(label, { exact: true }).evaluate((input) => (input as HTMLInputElement).files?.[0]?.name);
      expect(await fileName('Resume')).toBe('kept-resume.pdf');
      expect(await fileName('Cover Letter')).toBe('kept-cover.pdf');
      await expect(captchaBox(page)).not.toBeChecked();
      await expect(submit(page)).toBeEnabled();
      expect((await storedLeads('career')).map((lead) => lead.name)).not.toContain(name);
    });
  });
});

test.describe('Careers (mobile)', () => {
  test.use({ viewport: MOBILE });

  test('switches to the mobile banner and keeps the form within the screen', async ({ page }) => {
    await page.goto('/careers');
    await expect.poll(() => page.locator('main picture img').evaluate((image: HTMLImageElement) => image.currentSrc)).toMatch(
      new RegExp(`^${origin(ports.api)}/images/banners/careers-mobile\\.jpg\\?w=\\d+&fm=avif$`),
    );
    const formBox = await page.getByRole('region', { name: 'APPLY NOW' }).boundingBox();
    expect(formBox!.width).toBeLessThanOrEqual(MOBILE.width);
    await expect(submit(page)).toBeVisible();
  });
});
