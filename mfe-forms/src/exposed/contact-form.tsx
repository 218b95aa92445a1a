// Public surface: the contact form for hosts that load it through federation.
export { ContactForm } from '../features/contact/components/contact-form';
export type { ContactFormProps } from '../features/contact/components/contact-form';
