import { act, screen } from '@testing-library/react';
import { renderWithRuntime } from '@group/shared/testing';
import userEvent from '@testing-library/user-event';
import { ContactForm } from '../components/contact-form';
import { installFakeGrecaptcha, removeFakeGrecaptcha } from '../../../test-support/fake-grecaptcha';

afterEach(removeFakeGrecaptcha);

it('a widget that loses its connection asks for a new tick, and ticking again clears the notice', async () => {
  const captcha = installFakeGrecaptcha();
  const user = userEvent.setup({ delay: null });
  renderWithRuntime(<ContactForm />);
  act(() => captcha.fail());
  expect(screen.getByRole('alert')).toHaveTextContent(
    'The security check lost its connection. Please check your connection and tick the box again.',
  );
  await user.click(screen.getByRole('checkbox', { name: "I'm not a robot" }));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});
