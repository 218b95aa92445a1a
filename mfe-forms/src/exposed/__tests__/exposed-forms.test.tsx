// What a federation host other than the shell gets: no router, no store, no site configuration.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch } from '@group/shared/testing';
import { CareersForm } from '../careers-form';
import { ContactForm } from '../contact-form';
import { routes as exposedRoutes } from '../routes';
import { installFakeGrecaptcha, removeFakeGrecaptcha } from '../../test-support/fake-grecaptcha';
import { fillFields, pdfFile, tickCaptcha } from '../../test-support/fill-form';

afterEach(removeFakeGrecaptcha);

const receipt = { id: 'f5b0c7a2-3333-4c4c-aaaa-0123456789ab', createdAt: '2025-08-01T10:00:00.000Z' };

it('the route module keeps the names the shell maps paths to', () => {
  expect(Object.keys(exposedRoutes).sort()).toEqual(['careers', 'contactUs']);
});

it('./ContactForm runs without the shell: its own API base and site key from props, the site tokens on itself', async () => {
  const captcha = installFakeGrecaptcha();
  const fetchMock = mockFetch({ 'POST https://api.sister.example/contact-leads': { status: 200, data: receipt } });
  const onSubmitted = jest.fn();
  const user = userEvent.setup({ delay: null });
  const { container } = render(<ContactForm apiBaseUrl="https://api.sister.example/" recaptchaSiteKey="sister-site-key" onSubmitted={onSubmitted} />);
  expect(container.firstElementChild).toHaveClass('site-root');
  expect(captcha.siteKeys()).toEqual(['sister-site-key']);

  await fillFields(user, { 'Full Name': 'Asha Rao', Email: 'asha@example.com', 'Phone No.': '9876543210', Subject: 'Hello', Message: 'A question' });
  await tickCaptcha(user);
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  expect(await screen.findByText(/Thank you for your enquiry/)).toBeInTheDocument();
  expect(fetchMock.calls.map((call) => call.url)).toEqual(['https://api.sister.example/contact-leads']);
  expect(onSubmitted).toHaveBeenCalledWith(receipt);
});

it('./CareersForm runs without the shell too', async () => {
  installFakeGrecaptcha();
  const fetchMock = mockFetch({ 'POST https://api.sister.example/career-leads': { status: 200, data: receipt } });
  const user = userEvent.setup({ delay: null });
  render(<CareersForm apiBaseUrl="https://api.sister.example" />);
  await fillFields(user, {
    'Full Name': 'Vikram Shah',
    'Email ID': 'vikram@example.com',
    'Phone No.': '9123456780',
    'Current Designation': 'Engineer',
    'Expected Salary': '18',
    'Current Salary': '14',
    Message: 'Hello',
  });
  await user.upload(screen.getByLabelText('Resume'), pdfFile('resume.pdf'));
  await user.upload(screen.getByLabelText('Cover Letter'), pdfFile('cover.pdf'));
  await tickCaptcha(user);
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  expect(await screen.findByText(/Thank you for applying/)).toBeInTheDocument();
  expect(fetchMock.calls.map((call) => call.url)).toEqual(['https://api.sister.example/career-leads']);
});
