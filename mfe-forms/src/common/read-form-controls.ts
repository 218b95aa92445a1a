/** A value a lead form's control holds: typed text, or a file input's file (null when none). */
export type ControlValue = string | File | null;

/**
 * What the form's controls named `names` hold now, read from the controls themselves (`value`,
 * `files`). Text typed and files picked before the page was hydrated are there, but React saw no
 * change event for them; reading the controls at submit counts them too. Names without a control
 * (the captcha's token) are left out.
 */
export function readFormControls(form: HTMLFormElement, names: readonly string[]): Record<string, ControlValue> {
  const values: Record<string, ControlValue> = {};
  for (const name of names) {
    const control = form.elements.namedItem(name);
    if (control instanceof HTMLInputElement && control.type === 'file') values[name] = control.files?.[0] ?? null;
    else if (control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement) values[name] = control.value;
  }
  return values;
}
