// SPEC §5's thank-you messages, as the visitor reads them after a form was sent.
export const CONTACT_THANK_YOU = 'Thank you for your enquiry. We have received your message and will get back to you shortly.';
export const CAREERS_THANK_YOU =
  'Thank you for applying. We have received your application and our recruitment team will contact you if your profile matches an opening.';
