// Its own file: react-google-recaptcha remembers per module registry whether Google's script loaded.
import { act, screen } from '@testing-library/react';
import { renderWithRuntime } from '@group/shared/testing';
import userEvent from '@testing-library/user-event';
import { ContactForm } from '../components/contact-form';

const LOAD_FAILED = 'The security check could not load. Please check your connection and reload the page.';

it('tells the visitor when Google’s script cannot load, and still refuses to send without a token', async () => {
  const user = userEvent.setup({ delay: null });
  renderWithRuntime(<ContactForm />);
  const script = document.querySelector<HTMLScriptElement>('script[src*="/recaptcha/api.js"]');
  expect(script?.src).toMatch(/^https:\/\/www\.google\.com\/recaptcha\/api\.js\?onload=/);
  expect(screen.queryByText(LOAD_FAILED)).not.toBeInTheDocument();

  act(() => {
    script?.dispatchEvent(new Event('error'));
  });
  expect(screen.getByRole('alert')).toHaveTextContent(LOAD_FAILED);

  await user.click(screen.getByRole('button', { name: 'Submit' }));
  expect(await screen.findByText('Please complete the reCAPTCHA')).toBeInTheDocument();
});
