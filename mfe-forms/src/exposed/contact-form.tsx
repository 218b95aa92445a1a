// Public surface: the contact form for hosts that load it through federation.
import { inSiteRuntime } from '../common/in-site-runtime';
import { ContactForm as Form } from '../features/contact/components/contact-form';

export type { ContactFormProps } from '../features/contact/components/contact-form';

export const ContactForm = inSiteRuntime(Form);
