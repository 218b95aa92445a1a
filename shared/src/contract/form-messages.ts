/** SPEC §5, to the letter. */
export const formMessages = {
  fullNameRequired: 'Full Name is required',
  emailRequired: 'Email ID is required',
  emailInvalid: 'Please enter a valid email address',
  phoneRequired: 'Phone No. is required',
  phoneInvalid: 'Please enter a valid phone number',
  phoneLength: 'Phone No. must be 10-digits',
  mobileRequired: 'Mobile No. is required',
  mobileInvalid: 'Please enter a valid mobile number',
  mobileLength: 'Mobile number must be 10-digits',
  designationRequired: 'Current Designation is required',
  expectedSalaryRequired: 'Expected Salary is required',
  /** SPEC keeps the expected-salary wording for the current salary field. */
  currentSalaryRequired: 'Expected Salary is required',
  resumeRequired: 'Resume is required',
  coverLetterRequired: 'Cover letter is required',
  pdfOnly: 'Please upload a PDF file',
  fileTooLarge: 'Please upload a PDF file of 5 MB or less',
  subjectRequired: 'Subject is required',
  subjectInvalid: 'Please enter a valid subject',
  messageRequired: 'Message is required',
  messageInvalid: 'Please enter a valid message',
  captchaRequired: 'Please complete the reCAPTCHA',
} as const;

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const PHONE_DIGITS = 10;
