import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

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
 * What a visitor does on the server's page before its script has run: text typed into the fields
 * (by label) and files picked, with no event React could see, since it is not listening yet.
 */
export function enterBeforeHydration(markup: HTMLElement, text: Record<string, string>, files: Record<string, File> = {}): void {
  for (const [label, value] of Object.entries(text)) (within(markup).getByLabelText(label) as HTMLInputElement).value = value;
  for (const [label, file] of Object.entries(files)) {
    Object.defineProperty(within(markup).getByLabelText(label), 'files', { value: [file], configurable: true });
  }
}
