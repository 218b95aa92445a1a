/** What the visitor enters, before the contract's rules trim and check it. */
export type CareersFormValues = {
  name: string;
  email: string;
  phone: string;
  current_designation: string;
  expected_salary: string;
  current_salary: string;
  resume: File | null;
  cover_letter: File | null;
  message: string;
  recaptchaToken: string;
};

export type CareerFileField = 'resume' | 'cover_letter';

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
