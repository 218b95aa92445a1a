/**
 * What a visitor reads around a submission. SPEC §5's field messages live in the contract
 * (`formMessages`); SPEC leaves the rest open, so these say plainly what happened and what to do.
 */
export const SENDING_LABEL = 'Sending…';
export const SUBMIT_LABEL = 'Submit';

export const captchaMessages = {
  loadFailed: 'The security check could not load. Please check your connection and reload the page.',
  widgetError: 'The security check lost its connection. Please check your connection and tick the box again.',
  needsScript: 'The security check needs JavaScript. Please turn JavaScript on to send this form.',
} as const;

/** What the form is called in the failure summary: "your enquiry", "your application". */
export type LeadNoun = 'enquiry' | 'application';

export const failureMessages = {
  network: (noun: LeadNoun) =>
    `We could not reach our server, so your ${noun} was not sent. Please check your internet connection and press Submit again. Everything you entered is still in the form.`,
  invalid: (noun: LeadNoun) =>
    `Your ${noun} was not sent: some details were not accepted. Please correct the highlighted fields and press Submit again.`,
  captchaRejected: (noun: LeadNoun) =>
    `Your ${noun} was not sent: the security check was not accepted. Please tick "I'm not a robot" again and press Submit.`,
  originRefused: (noun: LeadNoun) =>
    `Your ${noun} could not be sent from this website. Please contact us by email or phone instead.`,
  tooLarge: (noun: LeadNoun) =>
    `Your ${noun} was not sent: the attached files are too large. Please attach PDF files of 5 MB or less and press Submit again.`,
  tooMany: (noun: LeadNoun) =>
    `Your ${noun} was not sent: too many submissions came from your connection. Please wait a few minutes, then press Submit again. Everything you entered is still in the form.`,
  unavailable: (noun: LeadNoun) =>
    `Your ${noun} was not sent: our security check is unavailable at the moment. Please wait a few minutes, then press Submit again. Everything you entered is still in the form.`,
  server: (noun: LeadNoun) =>
    `Something went wrong on our side and your ${noun} was not sent. Please try again in a few minutes. Everything you entered is still in the form.`,
  rejected: (noun: LeadNoun) =>
    `Your ${noun} was not accepted. Please check the form and press Submit again.`,
} as const;
