import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch } from '@group/shared/testing';
import '../index';
import { ContactForm } from '../../../features/contact/components/contact-form';
import { defineLeadFormElement } from '../define-lead-form-element';
import { LEAD_SUBMITTED_EVENT } from '../lead-submitted-event';
import type { LeadSubmittedDetail } from '../lead-submitted-event';
import { installFakeGrecaptcha, removeFakeGrecaptcha } from '../../../test-support/fake-grecaptcha';
import type { FakeGrecaptcha } from '../../../test-support/fake-grecaptcha';
import { fillFields, tickCaptcha } from '../../../test-support/fill-form';

const receipt = { id: '9a7b6c5d-4444-4d4d-bbbb-0123456789ab', createdAt: '2025-08-01T10:00:00.000Z' };

let captcha: FakeGrecaptcha;
beforeEach(() => {
  captcha = installFakeGrecaptcha();
});
afterEach(async () => {
  await act(async () => document.body.replaceChildren());
  removeFakeGrecaptcha();
});

async function place(html: string): Promise<HTMLElement> {
  const host = document.createElement('div');
  host.innerHTML = html;
  await act(async () => {
    document.body.append(host);
  });
  return host.firstElementChild as HTMLElement;
}

describe('forms-embed: <group-contact-form>', () => {
  it('renders the form into the element itself (light DOM), with the tokens and reset classes on it', async () => {
    const element = await place('<group-contact-form api-base="https://api.sister.example" recaptcha-site-key="sister-key"></group-contact-form>');
    expect(element.shadowRoot).toBeNull();
    expect(element).toHaveClass('site-root', 'root');
    expect(within(element).getByRole('heading', { name: 'ENQUIRE NOW' })).toBeInTheDocument();
    expect(element.querySelector('form')).not.toBeNull();
    expect(captcha.siteKeys()).toEqual(['sister-key']);
  });

  // A backend of SPEC §7 may name the stored lead's id `_id`, as SPEC §3 names every record's,
  // or send no receipt at all: the event fires with what the answer carried.
  for (const [answer, data, detail] of [
    ['{ id, createdAt }', receipt, receipt],
    ['{ _id, createdAt }', { _id: receipt.id, createdAt: receipt.createdAt, name: 'Asha Rao' }, receipt],
    ['a numeric _id and no date', { _id: 42 }, { id: '42', createdAt: undefined }],
    ['an empty object', {}, { id: undefined, createdAt: undefined }],
  ] as const) {
    it(`posts to its api-base and fires a bubbling, composed lead-submitted event (a receipt of ${answer})`, async () => {
      const fetchMock = mockFetch({ 'POST https://api.sister.example/contact-leads': { status: 200, data } });
      const events: CustomEvent<LeadSubmittedDetail>[] = [];
      const listener = (event: Event) => events.push(event as CustomEvent<LeadSubmittedDetail>);
      document.addEventListener(LEAD_SUBMITTED_EVENT, listener);
      const element = await place('<group-contact-form api-base="https://api.sister.example"></group-contact-form>');
      const user = userEvent.setup({ delay: null });
      await fillFields(user, { 'Full Name': 'Asha Rao', Email: 'asha@example.com', 'Phone No.': '9876543210', Subject: 'Hello', Message: 'A question' });
      await tickCaptcha(user);
      await user.click(screen.getByRole('button', { name: 'Submit' }));
      expect(await screen.findByText(/Thank you for your enquiry/)).toBeInTheDocument();
      document.removeEventListener(LEAD_SUBMITTED_EVENT, listener);

      expect(fetchMock.calls.map((call) => call.url)).toEqual(['https://api.sister.example/contact-leads']);
      expect(events).toHaveLength(1);
      expect(events[0].target).toBe(element);
      expect(events[0].bubbles).toBe(true);
      expect(events[0].composed).toBe(true);
      expect(events[0].detail).toEqual({ form: 'contact', ...detail });
    });
  }

  it('fires nothing when the submission fails', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    mockFetch({ 'POST https://api.sister.example/contact-leads': 503 });
    const listener = jest.fn();
    document.addEventListener(LEAD_SUBMITTED_EVENT, listener);
    await place('<group-contact-form api-base="https://api.sister.example"></group-contact-form>');
    const user = userEvent.setup({ delay: null });
    await fillFields(user, { 'Full Name': 'Asha Rao', Email: 'asha@example.com', 'Phone No.': '9876543210', Subject: 'Hello', Message: 'A question' });
    await tickCaptcha(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    document.removeEventListener(LEAD_SUBMITTED_EVENT, listener);
    expect(listener).not.toHaveBeenCalled();
  });

  it('takes a changed api-base attribute into account', async () => {
    const fetchMock = mockFetch({ 'POST https://api-2.sister.example/contact-leads': { status: 200, data: receipt } });
    const element = await place('<group-contact-form api-base="https://api.sister.example"></group-contact-form>');
    await act(async () => element.setAttribute('api-base', 'https://api-2.sister.example'));
    const user = userEvent.setup({ delay: null });
    await fillFields(user, { 'Full Name': 'Asha Rao', Email: 'asha@example.com', 'Phone No.': '9876543210', Subject: 'Hello', Message: 'A question' });
    await tickCaptcha(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(/Thank you for your enquiry/)).toBeInTheDocument();
    expect(fetchMock.calls.map((call) => call.url)).toEqual(['https://api-2.sister.example/contact-leads']);
  });

  it('empties itself when removed from the page, and survives being moved', async () => {
    const element = await place('<group-contact-form></group-contact-form>');
    const other = document.createElement('section');
    await act(async () => {
      document.body.append(other);
      other.append(element);
    });
    expect(within(element).getByRole('heading', { name: 'ENQUIRE NOW' })).toBeInTheDocument();
    await act(async () => element.remove());
    expect(element.childElementCount).toBe(0);
  });

  it('a second definition of the same tag (the script included twice) is ignored', () => {
    expect(() => defineLeadFormElement('group-contact-form', ContactForm, 'contact')).not.toThrow();
  });
});

describe('forms-embed: <group-careers-form>', () => {
  it('renders the application form in the light DOM', async () => {
    const element = await place('<group-careers-form api-base="https://api.sister.example"></group-careers-form>');
    expect(element.shadowRoot).toBeNull();
    expect(within(element).getByRole('heading', { name: 'APPLY NOW' })).toBeInTheDocument();
    expect(within(element).getByLabelText('Resume')).toHaveAttribute('accept', '.pdf,application/pdf');
  });
});
