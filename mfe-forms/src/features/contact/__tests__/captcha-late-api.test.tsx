// Its own file: react-google-recaptcha remembers per module registry whether Google's script loaded.
import { act, screen } from '@testing-library/react';
import { renderWithRuntime } from '@group/shared/testing';
import { ContactForm } from '../components/contact-form';
import { CAPTCHA_LOAD_TIMEOUT_MS, CAPTCHA_POLL_MS } from '../../../common/hooks/use-captcha';
import { installFakeGrecaptcha, removeFakeGrecaptcha } from '../../../test-support/fake-grecaptcha';

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  removeFakeGrecaptcha();
});

it('shows the widget once Google’s API is on the page, even if the loader’s callback never came', () => {
  renderWithRuntime(<ContactForm />);
  expect(screen.queryByRole('checkbox', { name: "I'm not a robot" })).not.toBeInTheDocument();
  installFakeGrecaptcha();
  act(() => jest.advanceTimersByTime(CAPTCHA_POLL_MS));
  expect(screen.getByRole('checkbox', { name: "I'm not a robot" })).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(CAPTCHA_LOAD_TIMEOUT_MS));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});
