import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserEvent } from '@testing-library/user-event';
import type { HydrationOptions, HydrationResult } from '@group/shared/testing';

/** Replaces the value of each field with that label, as a visitor pasting it would. */
export async function fillFields(user: UserEvent, values: Record<string, string>): Promise<void> {
  for (const [label, value] of Object.entries(values)) {
    const field = screen.getByLabelText(label);
    await user.clear(field);
    if (value) {
      await user.click(field);
      await user.paste(value);
    }
  }
}

export async function tickCaptcha(user: UserEvent): Promise<void> {
  await user.click(screen.getByRole('checkbox', { name: "I'm not a robot" }));
}

/** A small PDF as a browser would hand it over. */
export const pdfFile = (name = 'resume.pdf') => new File(['%PDF-1.4 test'], name, { type: 'application/pdf' });

/** Resolves when told to: lets a test look at the form while a submission is on its way. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

/**
 * A visitor on the server's page before its script has run: they type `text` into the fields (by
 * label) and pick `files`, with no event React could see, since it is not listening yet. Once the
 * page is hydrated they tick the captcha and press Submit. Resolves when `thanks` shows.
 */
export async function sendAfterEarlyInput(
  hydrate: (options: HydrationOptions) => Promise<HydrationResult>,
  text: Record<string, string>,
  files: Record<string, File>,
  thanks: string,
): Promise<HydrationResult> {
  const hydrated = await hydrate({
    beforeHydration: (markup) => {
      for (const [label, value] of Object.entries(text)) (within(markup).getByLabelText(label) as HTMLInputElement).value = value;
      for (const [label, file] of Object.entries(files)) {
        Object.defineProperty(within(markup).getByLabelText(label), 'files', { value: [file], configurable: true });
      }
    },
  });
  const user = userEvent.setup({ delay: null });
  await tickCaptcha(user);
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  await screen.findByText(thanks);
  return hydrated;
}
