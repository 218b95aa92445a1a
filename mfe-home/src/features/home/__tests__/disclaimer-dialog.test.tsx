import { act, screen } from '@testing-library/react';
import { useState } from 'react';
import { renderWithRouter } from '@group/shared/testing';
import { DisclaimerDialog } from '../components/disclaimer-dialog';

function Harness({ startOpen = false }: { startOpen?: boolean }) {
  const [open, setOpen] = useState(startOpen);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Read the notice
      </button>
      <a href="#elsewhere">Somewhere else</a>
      <DisclaimerDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}

const dialog = () => screen.getByRole('dialog', { name: 'Beware of forged Letters of Intent' });

async function openFromButton() {
  const view = renderWithRouter(<Harness />);
  const opener = screen.getByRole('button', { name: 'Read the notice' });
  await view.user.click(opener);
  return { ...view, opener };
}

describe('DisclaimerDialog', () => {
  it('is a labelled modal dialog with the notice about forged Letters of Intent', () => {
    renderWithRouter(<Harness startOpen />);
    expect(dialog()).toHaveAttribute('aria-modal', 'true');
    expect(dialog()).toHaveAccessibleDescription(/forged Letters of Intent are circulating in the name of Meridian Group/);
    expect(dialog()).toHaveTextContent('they are unauthorized');
    expect(dialog()).toHaveTextContent('please verify it only through our official channels');
    expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact-us');
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });

  it('moves focus into the dialog when it opens', async () => {
    await openFromButton();
    expect(dialog()).toHaveFocus();
  });

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    const { user } = await openFromButton();
    const link = screen.getByRole('link', { name: 'Contact Us' });
    const close = screen.getByRole('button', { name: 'Close' });
    await user.tab();
    expect(link).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab();
    expect(link).toHaveFocus();
    await user.tab({ shift: true });
    expect(close).toHaveFocus();
  });

  it('brings focus back when something outside takes it', async () => {
    await openFromButton();
    act(() => screen.getByRole('link', { name: 'Somewhere else' }).focus());
    expect(dialog()).toHaveFocus();
  });

  it('closes on Escape and gives focus back to where it was', async () => {
    const { user, opener } = await openFromButton();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes on Close and gives focus back to where it was', async () => {
    const { user, opener } = await openFromButton();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes when the visitor follows the Contact Us link', async () => {
    const { user, location } = await openFromButton();
    await user.click(screen.getByRole('link', { name: 'Contact Us' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(location().pathname).toBe('/contact-us');
  });
});
