import type { CareerLeadInput, careerFileFields } from '@group/shared/records';

/** The two PDFs of an application, as the contract names them. */
export type CareerFileField = (typeof careerFileFields)[number];

/**
 * What the visitor enters, before the contract's rules trim and check it: every field of the
 * contract's career lead, as typed text, and for each PDF the chosen file (or none yet).
 */
export type CareersFormValues = {
  [Field in keyof CareerLeadInput]-?: Field extends CareerFileField ? File | null : string;
};

export const emptyCareersForm: CareersFormValues = {
  name: '',
  email: '',
  phone: '',
  current_designation: '',
  expected_salary: '',
  current_salary: '',
  resume: null,
  cover_letter: null,
  message: '',
  recaptchaToken: '',
};

export const CAREERS_THANK_YOU =
  'Thank you for applying. We have received your application and our recruitment team will contact you if your profile matches an opening.';
