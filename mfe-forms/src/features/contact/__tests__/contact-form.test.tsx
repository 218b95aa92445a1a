import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { httpReply, mockFetch, networkError, renderWithRuntime } from '@group/shared/testing';
import { ContactForm } from '../components/contact-form';
import { installFakeGrecaptcha, removeFakeGrecaptcha } from '../../../test-support/fake-grecaptcha';
import type { FakeGrecaptcha } from '../../../test-support/fake-grecaptcha';
import { deferred, fillFields, tickCaptcha } from '../../../test-support/fill-form';
import { contactEnquiry, leadReceipt } from '../../../test-support/valid-leads';

const THANK_YOU = 'Thank you for your enquiry. We have received your message and will get back to you shortly.';

const valid = contactEnquiry;
const receipt = leadReceipt;

let captcha: FakeGrecaptcha;
beforeEach(() => {
  captcha = installFakeGrecaptcha();
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(removeFakeGrecaptcha);

function setup() {
  const user = userEvent.setup({ delay: null });
  const onSubmitted = jest.fn();
  renderWithRuntime(<ContactForm onSubmitted={onSubmitted} />);
  return { user, onSubmitted };
}

const submit = () => screen.getByRole('button', { name: 'Submit' });

describe('ContactForm: what the visitor sees', () => {
  it('has the ENQUIRE NOW fields, the captcha and Submit', () => {
    setup();
    expect(screen.getByRole('heading', { name: 'ENQUIRE NOW' })).toBeInTheDocument();
    for (const label of ['Full Name', 'Email', 'Phone No.', 'Subject', 'Message']) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    expect(screen.getByLabelText('Message').tagName).toBe('TEXTAREA');
    expect(screen.getByRole('checkbox', { name: "I'm not a robot" })).not.toBeChecked();
    expect(submit()).toBeEnabled();
  });
});

describe('ContactForm: validation (SPEC §5)', () => {
  it('shows every error at once on submit and sends nothing', async () => {
    const fetchMock = mockFetch({});
    const { user } = setup();
    await user.click(submit());
    for (const message of [
      'Full Name is required',
      'Email ID is required',
      'Mobile No. is required',
      'Subject is required',
      'Message is required',
      'Please complete the reCAPTCHA',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(screen.getByLabelText('Full Name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Full Name')).toHaveAccessibleDescription('Full Name is required');
    expect(fetchMock.calls).toHaveLength(0);
  });

  it.each([
    ['Email', 'asha@example', 'Please enter a valid email address'],
    ['Phone No.', '98765abcde', 'Please enter a valid mobile number'],
    ['Phone No.', '98765', 'Mobile number must be 10-digits'],
    ['Phone No.', '98765432101', 'Mobile number must be 10-digits'],
    ['Subject', '   ', 'Please enter a valid subject'],
    ['Message', '   ', 'Please enter a valid message'],
  ])('%s "%s" → %s', async (label, value, message) => {
    const { user } = setup();
    await fillFields(user, { ...valid, [label]: value });
    await tickCaptcha(user);
    await user.click(submit());
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
  });

  it('accepts an email on any top-level domain', async () => {
    mockFetch({ 'POST /contact-leads': { status: 200, data: receipt } });
    const { user } = setup();
    await fillFields(user, { ...valid, Email: 'asha@hotels.photography' });
    await tickCaptcha(user);
    await user.click(submit());
    expect(await screen.findByText(THANK_YOU)).toBeInTheDocument();
  });

  it('clears only the edited field’s error, and the captcha error once ticked', async () => {
    const { user } = setup();
    await user.click(submit());
    await screen.findByText('Full Name is required');
    await user.type(screen.getByLabelText('Full Name'), 'A');
    expect(screen.queryByText('Full Name is required')).not.toBeInTheDocument();
    expect(screen.getByText('Email ID is required')).toBeInTheDocument();
    await tickCaptcha(user);
    expect(screen.queryByText('Please complete the reCAPTCHA')).not.toBeInTheDocument();
    expect(screen.getByText('Subject is required')).toBeInTheDocument();
  });

  it('does not re-check a field while the visitor is still typing', async () => {
    const { user } = setup();
    await user.click(submit());
    await user.type(screen.getByLabelText('Phone No.'), '98');
    expect(screen.queryByText('Mobile number must be 10-digits')).not.toBeInTheDocument();
    expect(screen.queryByText('Mobile No. is required')).not.toBeInTheDocument();
  });

  it('keeps the tick when the form’s own rules stopped the submission (nothing was sent)', async () => {
    const fetchMock = mockFetch({ 'POST /contact-leads': { status: 200, data: receipt } });
    const { user } = setup();
    await fillFields(user, { ...valid, Email: 'asha@' });
    await tickCaptcha(user);
    await user.click(submit());
    await screen.findByText('Please enter a valid email address');
    expect(screen.getByRole('checkbox', { name: "I'm not a robot" })).toBeChecked();
    await fillFields(user, { Email: 'asha@example.co' });
    await user.click(submit());
    expect(await screen.findByText(THANK_YOU)).toBeInTheDocument();
    expect(fetchMock.callsTo('/contact-leads')).toHaveLength(1);
  });

  it('asks for the captcha again when its token expired', async () => {
    const fetchMock = mockFetch({});
    const { user } = setup();
    await fillFields(user, valid);
    await tickCaptcha(user);
    captcha.expire();
    await user.click(submit());
    expect(await screen.findByText('Please complete the reCAPTCHA')).toBeInTheDocument();
    expect(fetchMock.calls).toHaveLength(0);
  });
});

describe('ContactForm: a successful enquiry (SPEC §4, §7)', () => {
  it('posts the trimmed fields with the token, says it is sending, then thanks and clears everything', async () => {
    const answer = deferred<object>();
    const fetchMock = mockFetch({ 'POST /contact-leads': () => answer.promise });
    const { user, onSubmitted } = setup();
    await fillFields(user, valid);
    await tickCaptcha(user);
    await user.click(submit());

    const sending = await screen.findByRole('button', { name: 'Sending…' });
    expect(sending).toBeDisabled();
    expect(fetchMock.callsTo('/contact-leads')[0].body).toEqual({
      name: 'Asha Rao',
      email: 'asha@example.co',
      phone: '9876543210',
      subject: 'Partnership',
      message: 'We would like to talk.',
      recaptchaToken: 'test-captcha-token',
    });

    answer.resolve({ status: 200, data: receipt });
    expect(await screen.findByText(THANK_YOU)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(THANK_YOU);
    for (const label of Object.keys(valid)) expect(screen.getByLabelText(label)).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: "I'm not a robot" })).not.toBeChecked();
    expect(captcha.resets()).toBe(1);
    expect(submit()).toBeEnabled();
    expect(onSubmitted).toHaveBeenCalledWith(receipt);
  });

  it('needs a new captcha for the next enquiry', async () => {
    mockFetch({ 'POST /contact-leads': { status: 200, data: receipt } });
    const { user } = setup();
    await fillFields(user, valid);
    await tickCaptcha(user);
    await user.click(submit());
    await screen.findByText(THANK_YOU);
    await fillFields(user, valid);
    await user.click(submit());
    expect(await screen.findByText('Please complete the reCAPTCHA')).toBeInTheDocument();
  });

  it('treats an answer without data as a failure (SPEC §7: only data decides)', async () => {
    mockFetch({ 'POST /contact-leads': { status: 200 } });
    const { user, onSubmitted } = setup();
    await fillFields(user, valid);
    await tickCaptcha(user);
    await user.click(submit());
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.queryByText(THANK_YOU)).not.toBeInTheDocument();
    expect(onSubmitted).not.toHaveBeenCalled();
  });
});

describe('ContactForm: a failed enquiry keeps what was typed', () => {
  async function failWith(reply: Parameters<typeof mockFetch>[0][string]) {
    mockFetch({ 'POST /contact-leads': reply });
    const utils = setup();
    await fillFields(utils.user, valid);
    await tickCaptcha(utils.user);
    await utils.user.click(submit());
    const alert = await screen.findByRole('alert');
    return { ...utils, alert };
  }

  const expectInputKept = () => {
    expect(screen.getByLabelText('Full Name')).toHaveValue('  Asha Rao ');
    expect(screen.getByLabelText('Email')).toHaveValue('asha@example.co');
    expect(screen.getByLabelText('Phone No.')).toHaveValue('9876543210');
    expect(screen.getByLabelText('Subject')).toHaveValue('Partnership');
    expect(screen.getByLabelText('Message')).toHaveValue('We would like to talk.');
    expect(submit()).toBeEnabled();
  };

  it('network down: says so, keeps the input, resets the captcha, and the button works again', async () => {
    const { alert, onSubmitted } = await failWith(networkError());
    expect(alert).toHaveTextContent(
      'We could not reach our server, so your enquiry was not sent. Please check your internet connection and press Submit again. Everything you entered is still in the form.',
    );
    expectInputKept();
    expect(screen.getByRole('checkbox', { name: "I'm not a robot" })).not.toBeChecked();
    expect(captcha.resets()).toBe(1);
    expect(onSubmitted).not.toHaveBeenCalled();
    expect(screen.queryByText(THANK_YOU)).not.toBeInTheDocument();
  });

  it('400 with field errors: shows them on their fields', async () => {
    const { alert } = await failWith(
      httpReply(400, { status: 400, message: 'Please correct the highlighted fields', errors: { email: 'Please enter a valid email address' } }),
    );
    expect(alert).toHaveTextContent('some details were not accepted. Please correct the highlighted fields');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Please enter a valid email address');
    expectInputKept();
  });

  it('403 captcha rejected: asks for the captcha again', async () => {
    const { alert } = await failWith(
      httpReply(403, { status: 403, message: 'reCAPTCHA verification failed', errors: { recaptchaToken: 'Please complete the reCAPTCHA' } }),
    );
    expect(alert).toHaveTextContent('the security check was not accepted. Please tick "I\'m not a robot" again');
    expect(screen.getByText('Please complete the reCAPTCHA')).toBeInTheDocument();
    expectInputKept();
  });

  it('403 origin refused: points to email or phone', async () => {
    const { alert } = await failWith(httpReply(403, { status: 403, message: 'Origin not allowed' }));
    expect(alert).toHaveTextContent('could not be sent from this website. Please contact us by email or phone instead.');
    expectInputKept();
  });

  it.each([
    [429, 'too many submissions came from your connection. Please wait a few minutes'],
    [503, 'our security check is unavailable at the moment'],
    [500, 'Something went wrong on our side and your enquiry was not sent'],
    [502, 'Something went wrong on our side and your enquiry was not sent'],
  ])('HTTP %i: explains and keeps the input', async (status, text) => {
    const { alert } = await failWith(httpReply(status, { status, message: 'x' }));
    expect(alert).toHaveTextContent(text);
    expectInputKept();
  });

  it('a second attempt after a failure can succeed and clears the summary', async () => {
    let calls = 0;
    mockFetch({
      'POST /contact-leads': () => (++calls === 1 ? networkError() : { status: 200, data: receipt }),
    });
    const { user } = setup();
    await fillFields(user, valid);
    await tickCaptcha(user);
    await user.click(submit());
    await screen.findByRole('alert');
    await tickCaptcha(user);
    await user.click(submit());
    expect(await screen.findByText(THANK_YOU)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });
});
