// Its own file: react-google-recaptcha remembers per module registry whether Google's script loaded.
import { act, screen } from '@testing-library/react';
import { renderWithRuntime } from '@group/shared/testing';
import { CareersForm } from '../components/careers-form';
import { CAPTCHA_LOAD_TIMEOUT_MS } from '../../../common/hooks/use-captcha';
import { installFakeGrecaptcha, removeFakeGrecaptcha } from '../../../test-support/fake-grecaptcha';

const LOAD_FAILED = 'The security check could not load. Please check your connection and reload the page.';

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  removeFakeGrecaptcha();
});

it('says so when Google’s script does not answer in time, and takes the message back if it arrives later', () => {
  renderWithRuntime(<CareersForm />);
  act(() => jest.advanceTimersByTime(CAPTCHA_LOAD_TIMEOUT_MS - 1));
  expect(screen.queryByText(LOAD_FAILED)).not.toBeInTheDocument();
  act(() => jest.advanceTimersByTime(1));
  expect(screen.getByRole('alert')).toHaveTextContent(LOAD_FAILED);

  // The script finally arrives: Google's loader calls the onload callback named in its URL.
  const script = document.querySelector<HTMLScriptElement>('script[src*="/recaptcha/api.js"]');
  const callback = new URL(script?.src ?? '').searchParams.get('onload') ?? '';
  installFakeGrecaptcha();
  act(() => {
    script?.dispatchEvent(new Event('load'));
    (window as unknown as Record<string, () => void>)[callback]();
  });
  expect(screen.queryByText(LOAD_FAILED)).not.toBeInTheDocument();
  expect(screen.getByRole('checkbox', { name: "I'm not a robot" })).toBeInTheDocument();
});
