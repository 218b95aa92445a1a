import type { ReadLeadReceipt } from '@group/shared/contract';

/**
 * What every lead form takes. Nothing comes from the shell's store: in the composed site the
 * defaults come from the site runtime's configuration; a foreign host or an embedding page passes
 * them (and the form brings a runtime of its own there).
 */
export type LeadFormProps = {
  /** content-api's address; defaults to the site runtime's API base. */
  apiBaseUrl?: string;
  /** reCAPTCHA site key; defaults to the site runtime's. */
  recaptchaSiteKey?: string;
  /** Called after the server stored the lead (receipt when the answer carried one). */
  onSubmitted?: (receipt: ReadLeadReceipt | undefined) => void;
  className?: string;
};
