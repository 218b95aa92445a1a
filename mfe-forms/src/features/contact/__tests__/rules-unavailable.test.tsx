import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, renderWithRuntime } from '@group/shared/testing';
import { ContactForm } from '../components/contact-form';
import { loadLeadContract } from '../../../common/lead-contract';
import { installFakeGrecaptcha, removeFakeGrecaptcha } from '../../../test-support/fake-grecaptcha';
import { fillFields, tickCaptcha } from '../../../test-support/fill-form';
import { contactEnquiry, leadReceipt } from '../../../test-support/valid-leads';

// The form's rules come as a file of their own; here that file cannot be fetched until `online`.
let online = false;
jest.mock('../../../common/lead-contract', () => {
  const actual = jest.requireActual('../../../common/lead-contract');
  return {
    loadLeadContract: jest.fn(() => (online ? actual.loadLeadContract() : Promise.reject(new Error('Loading chunk contract failed.')))),
  };
});

const THANK_YOU = 'Thank you for your enquiry. We have received your message and will get back to you shortly.';
const submit = () => screen.getByRole('button', { name: 'Submit' });

beforeEach(() => {
  online = false;
  installFakeGrecaptcha();
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(removeFakeGrecaptcha);

describe('ContactForm: its rules cannot be fetched', () => {
  it('says the enquiry was not sent, sends nothing and keeps the input; the next Submit checks and sends it', async () => {
    const fetchMock = mockFetch({ 'POST /contact-leads': { status: 200, data: leadReceipt } });
    const user = userEvent.setup({ delay: null });
    renderWithRuntime(<ContactForm />);
    await fillFields(user, contactEnquiry);
    expect(loadLeadContract).toHaveBeenCalled();
    await tickCaptcha(user);
    await user.click(submit());

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not reach our server, so your enquiry was not sent. Please check your internet connection and press Submit again. Everything you entered is still in the form.',
    );
    expect(fetchMock.calls).toHaveLength(0);
    expect(screen.getByLabelText('Full Name')).toHaveValue(contactEnquiry['Full Name']);
    expect(screen.getByLabelText('Message')).toHaveValue(contactEnquiry.Message);
    expect(screen.getByRole('checkbox', { name: "I'm not a robot" })).toBeChecked();
    expect(submit()).toBeEnabled();

    online = true;
    await user.click(submit());
    expect(await screen.findByText(THANK_YOU)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(fetchMock.calls).toHaveLength(1);
  });
});
