// forms-embed.js: the contact and careers forms as custom elements for other sites. A bundle of
// its own (its own React, no federation runtime): one script tag is all a page needs.
import './embed-root';
import { CareersForm } from '../../features/careers/components/careers-form';
import { ContactForm } from '../../features/contact/components/contact-form';
import { defineLeadFormElement } from './define-lead-form-element';

defineLeadFormElement('group-contact-form', ContactForm, 'contact');
defineLeadFormElement('group-careers-form', CareersForm, 'careers');
