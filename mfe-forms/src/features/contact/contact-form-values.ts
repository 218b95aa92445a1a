import type { ContactLeadInput } from '@group/shared/contract';

/**
 * What the visitor types, before the contract's rules trim and check it: every field of the
 * contract's contact lead, as text.
 */
export type ContactFormValues = { [Field in keyof ContactLeadInput]-?: string };

export const emptyContactForm: ContactFormValues = {
  name: '',
  email: '',
  phone: '',
  subject: '',
  message: '',
  recaptchaToken: '',
};

export const CONTACT_THANK_YOU =
  'Thank you for your enquiry. We have received your message and will get back to you shortly.';
