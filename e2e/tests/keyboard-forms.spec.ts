// Both forms filled in and sent with the keyboard alone, up to a stored lead.
import type { FileChooser, Page } from '@playwright/test';
import { DESKTOP, expect, test } from '../support/fixtures';
import { tabTo } from '../support/keyboard';
import { CAREERS_THANK_YOU, CONTACT_THANK_YOU } from './forms-messages';
import { pdf, storedLeads, unique } from './forms-stored-leads';


test.describe('forms at 1280 px, filled and sent from the keyboard', () => {
  test.use({ viewport: DESKTOP });

  /** Types `value` into the field that has focus, checks it is the one labelled `label`, and moves on. */
  async function typeInto(page: Page, label: string, value: string) {
    await expect(page.getByLabel(label, { exact: true })).toBeFocused();
    await page.keyboard.type(value);
    await page.keyboard.press('Tab');
  }

  /** The captcha stand-in has focus after the last field: Space ticks it, Tab reaches Submit, Enter sends. */
  async function tickCaptchaAndSubmit(page: Page) {
    const captcha = page.getByRole('checkbox', { name: "I'm not a robot" });
    await expect(captcha).toBeFocused();
    await page.keyboard.press('Space');
    await expect(captcha).toBeChecked();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Submit' })).toBeFocused();
    await page.keyboard.press('Enter');
  }

  test('Contact Us: every field, the captcha and Submit in turn; the enquiry is stored and thanked for', async ({ page }) => {
    const name = unique('Keyboard Visitor');
    await page.goto('/contact-us');
    await expect(page.getByRole('checkbox', { name: "I'm not a robot" })).toBeVisible();
    await tabTo(page, page.getByLabel('Full Name', { exact: true }));
    await typeInto(page, 'Full Name', name);
    await typeInto(page, 'Email', 'keys@example.com');
    await typeInto(page, 'Phone No.', '9876501234');
    await typeInto(page, 'Subject', 'Solar partnership');
    await typeInto(page, 'Message', 'Sent without a mouse.');
    await tickCaptchaAndSubmit(page);

    await expect(page.getByText(CONTACT_THANK_YOU)).toBeVisible();
    // Focus stays with the form, where the visitor left it.
    await expect(page.getByRole('button', { name: 'Submit' })).toBeFocused();
    await expect(page.getByLabel('Full Name', { exact: true })).toHaveValue('');
    expect(await storedLeads('contact')).toContainEqual(
      expect.objectContaining({ name, email: 'keys@example.com', phone: '9876501234', subject: 'Solar partnership' }),
    );
  });

  test('Careers: the text fields, both PDF pickers, the captcha and Submit; the application is stored and thanked for', async ({ page }) => {
    const name = unique('Keyboard Applicant');
    // One listener for the whole test: file choosers are intercepted from the start, rather than
    // switched on and off around each key press (which raced with the press now and then).
    const choosers: FileChooser[] = [];
    page.on('filechooser', (chooser) => choosers.push(chooser));
    await page.goto('/careers');
    await expect(page.getByRole('checkbox', { name: "I'm not a robot" })).toBeVisible();
    await tabTo(page, page.getByLabel('Full Name', { exact: true }));
    await typeInto(page, 'Full Name', name);
    await typeInto(page, 'Email ID', 'applicant@example.com');
    await typeInto(page, 'Phone No.', '9123400567');
    await typeInto(page, 'Current Designation', 'Site Engineer');
    await typeInto(page, 'Expected Salary', '12 LPA');
    await typeInto(page, 'Current Salary', '9 LPA');
    for (const [label, file] of [
      ['Resume', pdf('keys-resume.pdf')],
      ['Cover Letter', pdf('keys-cover.pdf')],
    ] as const) {
      await expect(page.getByLabel(label, { exact: true })).toBeFocused();
      const opened = choosers.length;
      await page.keyboard.press('Space');
      await expect.poll(() => choosers.length).toBe(opened + 1);
      await choosers[opened]!.setFiles(file);
      await page.keyboard.press('Tab');
    }
    await typeInto(page, 'Message', 'Applying without a mouse.');
    await tickCaptchaAndSubmit(page);

    await expect(page.getByText(CAREERS_THANK_YOU)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Submit' })).toBeFocused();
    expect((await storedLeads('career')).find((lead) => lead.name === name)).toMatchObject({
      email: 'applicant@example.com',
      resume_original_name: 'keys-resume.pdf',
      cover_letter_original_name: 'keys-cover.pdf',
    });
  });
});
