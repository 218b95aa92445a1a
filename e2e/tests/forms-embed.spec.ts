import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Locator, Page } from '@playwright/test';
import { DESKTOP, MOBILE, expect, test } from '../support/fixtures';
import { origin, ports } from '../support/ports.mjs';
import { pdf, storedLeads, storedUpload, unique } from './forms-stored-leads';

// The plain page of mfe-forms/embed-demo, served from an origin of its own (neither the site's nor
// content-api's), with forms-embed.js from the forms remote's origin.
const EMBED_PAGE = `${origin(ports.embedPage)}/`;

const BRAND = 'rgb(11, 42, 74)';

const contactForm = (page: Page) => page.locator('group-contact-form');
const careersForm = (page: Page) => page.locator('group-careers-form');
const captchaBox = (form: Locator) => form.getByRole('checkbox', { name: "I'm not a robot" });
const style = (locator: Locator, property: string) =>
  locator.evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property);

type Enquiry = { name: string; email: string; phone: string; subject: string; message: string };

/** Fills the contact form as a visitor does, the captcha ticked. */
async function fillEnquiry(form: Locator, { name, email, phone, subject, message }: Enquiry): Promise<void> {
  await form.getByLabel('Full Name').fill(name);
  await form.getByLabel('Email', { exact: true }).fill(email);
  await form.getByLabel('Phone No.').fill(phone);
  await form.getByLabel('Subject').fill(subject);
  await form.getByLabel('Message').fill(message);
  await captchaBox(form).check();
}

test.describe('Forms embedded in a plain page of another site', () => {
  test.use({ viewport: DESKTOP });

  test('both forms render in the light DOM, keep their own look under the page’s styles and change nothing of the page', async ({ page }) => {
    await page.goto(EMBED_PAGE);
    await expect(contactForm(page).getByRole('heading', { name: 'ENQUIRE NOW' })).toBeVisible();
    await expect(careersForm(page).getByRole('heading', { name: 'APPLY NOW' })).toBeVisible();
    expect(await contactForm(page).evaluate((element) => element.shadowRoot)).toBeNull();
    await expect(captchaBox(contactForm(page))).toBeVisible();
    await expect(captchaBox(careersForm(page))).toBeVisible();

    // Inside: the form's own rules, not the page's `input`, `button`, `h2`, `form` and `*` rules.
    const name = contactForm(page).getByLabel('Full Name');
    expect(await style(name, 'border-top-style')).toBe('solid');
    expect(await style(name, 'background-color')).toBe('rgb(255, 255, 255)');
    expect(await style(name, 'box-sizing')).toBe('border-box');
    const send = contactForm(page).getByRole('button', { name: 'Submit' });
    expect(await style(send, 'background-color')).toBe(BRAND);
    expect(await style(send, 'text-transform')).toBe('uppercase');
    const heading = contactForm(page).getByRole('heading', { name: 'ENQUIRE NOW' });
    expect(await style(heading, 'color')).toBe(BRAND);
    expect(await style(heading, 'text-transform')).toBe('uppercase');
    expect(await style(contactForm(page).locator('form'), 'border-left-style')).toBe('none');
    expect(await style(contactForm(page), 'letter-spacing')).toBe('normal');

    // Outside: the page's own look, untouched.
    const ownInput = page.locator('#newsletter-email');
    expect(await style(ownInput, 'border-top-style')).toBe('dashed');
    expect(await style(ownInput, 'background-color')).toBe('rgb(255, 243, 214)');
    expect(await style(ownInput, 'box-sizing')).toBe('content-box');
    expect(await style(page.getByRole('button', { name: 'Subscribe' }), 'text-transform')).toBe('lowercase');
    expect(await style(page.getByRole('heading', { name: 'Our newsletter' }), 'color')).toBe('rgb(139, 58, 26)');
    expect(await style(page.locator('#newsletter'), 'border-left-style')).toBe('solid');
    expect(await style(page.locator('body'), 'font-family')).toContain('Trebuchet MS');
  });

  test('a contact enquiry from the page reaches content-api, which stores it; the page hears lead-submitted', async ({ page }) => {
    const name = unique('Embedded Enquirer');
    await page.goto(EMBED_PAGE);
    const form = contactForm(page);
    await fillEnquiry(form, { name: name, email: 'guest@hotels.example', phone: '9988776655', subject: 'Group booking', message: 'Forty rooms in December, please.' });
    const answer = page.waitForResponse((response) => response.url() === `${origin(ports.api)}/contact-leads`);
    await form.getByRole('button', { name: 'Submit' }).click();

    const response = await answer;
    expect(response.status()).toBe(200);
    expect(response.headers()['access-control-allow-origin']).toBe(origin(ports.embedPage));
    const { data } = (await response.json()) as { data: { id: string } };
    await expect(form.getByText('Thank you for your enquiry.', { exact: false })).toBeVisible();
    await expect(page.locator('#lead-log')).toContainText(`Enquiry received, reference ${data.id}`);
    await expect(form.getByLabel('Full Name')).toHaveValue('');
    await expect(captchaBox(form)).not.toBeChecked();

    const lead = (await storedLeads('contact')).find((stored) => stored.id === data.id);
    expect(lead).toMatchObject({ name, email: 'guest@hotels.example', phone: '9988776655', subject: 'Group booking' });
  });

  test.describe('pointed at another backend of SPEC §7', () => {
    /** What the backend answers a stored enquiry with, in SPEC §7's envelope; changed per test. */
    let receipt: unknown;
    let stored = 0;
    let backend: http.Server;
    let backendOrigin = '';

    test.beforeAll(async () => {
      backend = http.createServer((request, response) => {
        const cors = {
          'Access-Control-Allow-Origin': origin(ports.embedPage),
          'Access-Control-Allow-Methods': 'POST',
          'Access-Control-Allow-Headers': 'Content-Type',
        };
        if (request.method === 'OPTIONS') return void response.writeHead(204, cors).end();
        if (request.method !== 'POST' || request.url !== '/contact-leads') return void response.writeHead(404, cors).end();
        request.resume().on('end', () => {
          stored += 1;
          response.writeHead(200, { ...cors, 'Content-Type': 'application/json' }).end(JSON.stringify({ status: 200, message: 'Created', data: receipt }));
        });
      });
      await new Promise<void>((resolve) => backend.listen(0, '127.0.0.1', resolve));
      backendOrigin = `http://localhost:${(backend.address() as AddressInfo).port}`;
    });

    test.afterAll(() => new Promise<void>((resolve) => backend.close(() => resolve())));

    /** Sends an enquiry from the page, its form pointed at the backend; resolves with the detail of the lead-submitted event the page heard. */
    const sendEnquiry = async (page: Page): Promise<unknown> => {
      await page.goto(EMBED_PAGE);
      const form = contactForm(page);
      await form.evaluate((element, api) => element.setAttribute('api-base', api), backendOrigin);
      const heard = page.evaluate(
        () => new Promise((resolve) => document.addEventListener('lead-submitted', (event) => resolve((event as CustomEvent).detail), { once: true })),
      );
      await fillEnquiry(form, { name: 'Asha Rao', email: 'asha@hotels.example', phone: '9988776655', subject: 'Group booking', message: 'Forty rooms in December, please.' });
      await form.getByRole('button', { name: 'Submit' }).click();
      await expect(form.getByText('Thank you for your enquiry.', { exact: false })).toBeVisible();
      return heard;
    };

    test('one that names the stored lead `_id`: the page hears lead-submitted with its id and date', async ({ page }) => {
      receipt = { _id: '66b2f0c1e4b0a1a2b3c4d5e6', name: 'Asha Rao', createdAt: '2026-12-02T09:30:00.000Z' };
      const before = stored;
      expect(await sendEnquiry(page)).toEqual({ form: 'contact', id: '66b2f0c1e4b0a1a2b3c4d5e6', createdAt: '2026-12-02T09:30:00.000Z' });
      await expect(page.locator('#lead-log')).toContainText('Enquiry received, reference 66b2f0c1e4b0a1a2b3c4d5e6');
      expect(stored).toBe(before + 1);
    });

    test('one that answers with no receipt: the page still hears lead-submitted', async ({ page }) => {
      receipt = {};
      expect(await sendEnquiry(page)).toEqual({ form: 'contact' });
    });
  });

  test('a job application with two PDFs from the page is stored with its files', async ({ page }) => {
    const name = unique('Embedded Applicant');
    const resume = pdf('chef-resume.pdf', `${name} resume`);
    const cover = pdf('chef-cover.pdf', `${name} cover`);
    await page.goto(EMBED_PAGE);
    const form = careersForm(page);
    await form.getByLabel('Full Name').fill(name);
    await form.getByLabel('Email ID').fill('chef@hotels.example');
    await form.getByLabel('Phone No.').fill('9876501234');
    await form.getByLabel('Current Designation').fill('Sous Chef');
    await form.getByLabel('Expected Salary').fill('12 LPA');
    await form.getByLabel('Current Salary').fill('9 LPA');
    await form.getByLabel('Resume').setInputFiles(resume);
    await form.getByLabel('Cover Letter').setInputFiles(cover);
    await form.getByLabel('Message').fill('I would like to lead a kitchen.');
    await captchaBox(form).check();
    await form.getByRole('button', { name: 'Submit' }).click();

    await expect(form.getByText('Thank you for applying.', { exact: false })).toBeVisible();
    await expect(page.locator('#lead-log')).toContainText('Application received, reference');
    await expect(form.getByLabel('Resume')).toHaveValue('');

    const lead = (await storedLeads('career')).find((stored) => stored.name === name);
    expect(lead).toMatchObject({ email: 'chef@hotels.example', current_designation: 'Sous Chef', resume_original_name: 'chef-resume.pdf' });
    expect(await storedUpload(lead!, 'resume_file')).toEqual(resume.buffer);
    expect(await storedUpload(lead!, 'cover_letter_file')).toEqual(cover.buffer);
  });

  test.describe('when content-api cannot be reached', () => {
    // One pattern: Playwright reads a two-element array of objects as a fixture tuple.
    test.use({ allowConsoleErrors: /Failed to load resource|\[api\] POST .*contact-leads failed/ });

    test('the embedded form keeps what was typed and says what to do', async ({ page }) => {
      await page.route(`${origin(ports.api)}/contact-leads`, (route) => route.abort('internetdisconnected'));
      await page.goto(EMBED_PAGE);
      const form = contactForm(page);
      await fillEnquiry(form, { name: 'Offline Guest', email: 'offline@hotels.example', phone: '9988776655', subject: 'Spa', message: 'Opening hours?' });
      await form.getByRole('button', { name: 'Submit' }).click();
      await expect(form.getByRole('alert')).toContainText('We could not reach our server, so your enquiry was not sent.');
      await expect(form.getByLabel('Full Name')).toHaveValue('Offline Guest');
      await expect(form.getByRole('button', { name: 'Submit' })).toBeEnabled();
      await expect(page.locator('#lead-log li')).toHaveCount(0);
    });
  });
});

test.describe('Forms embedded in a plain page, on a phone', () => {
  test.use({ viewport: MOBILE });

  test('fit the screen', async ({ page }) => {
    await page.goto(EMBED_PAGE);
    for (const form of [contactForm(page), careersForm(page)]) {
      await expect(form.getByRole('button', { name: 'Submit' })).toBeVisible();
      const box = await form.boundingBox();
      expect(box!.width).toBeLessThanOrEqual(MOBILE.width);
    }
  });
});
