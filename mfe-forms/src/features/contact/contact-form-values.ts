/** What the visitor types, before the contract's rules trim and check it. */
export type ContactFormValues = {
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
  recaptchaToken: string;
};

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
