import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SkipLink } from '../skip-link';

describe('SkipLink', () => {
  it('is an in-page link to the content that, pressed, moves focus there and leaves the address alone', async () => {
    const user = userEvent.setup();
    const before = window.location.href;
    render(
      <>
        <SkipLink targetId="content" />
        <button type="button">Menu</button>
        <main id="content" tabIndex={-1}>
          Page
        </main>
      </>,
    );
    const link = screen.getByRole('link', { name: 'Skip to main content' });
    expect(link).toHaveAttribute('href', '#content');

    await user.tab();
    expect(link).toHaveFocus();
    await user.keyboard('{Enter}');

    expect(screen.getByRole('main')).toHaveFocus();
    expect(window.location.href).toBe(before);
  });
});
