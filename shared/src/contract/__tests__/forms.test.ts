import { careerLeadSchema, contactLeadSchema, toFieldErrors } from '..';

const errorsOf = (schema: typeof contactLeadSchema | typeof careerLeadSchema, input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? {} : toFieldErrors(result.error);
};

const pdf = (name = 'resume.pdf', size = 2048) => ({ name, type: 'application/pdf', size });

const validContact = {
  name: '  Asha Rao ',
  email: 'asha@example.co',
  phone: '9876543210',
  subject: 'Partnership',
  message: 'We would like to talk.',
  recaptchaToken: 'token',
};

const validCareer = {
  name: 'Vikram Shah',
  email: 'vikram@mail.example.technology',
  phone: '9123456780',
  current_designation: 'Project Engineer',
  expected_salary: '18 LPA',
  current_salary: '14 LPA',
  resume: pdf(),
  cover_letter: pdf('cover.PDF'),
  message: 'I would like to join the solar team.',
  recaptchaToken: 'token',
};

describe('contact form rules (SPEC §5)', () => {
  it('accepts a valid enquiry and trims the text fields', () => {
    const result = contactLeadSchema.parse(validContact);
    expect(result.name).toBe('Asha Rao');
  });

  it('reports every missing field at once with SPEC messages', () => {
    expect(errorsOf(contactLeadSchema, {})).toEqual({
      name: 'Full Name is required',
      email: 'Email ID is required',
      phone: 'Mobile No. is required',
      subject: 'Subject is required',
      message: 'Message is required',
      recaptchaToken: 'Please complete the reCAPTCHA',
    });
  });

  it.each([
    ['98765', 'Mobile number must be 10-digits'],
    ['98765432101', 'Mobile number must be 10-digits'],
    ['98765abcde', 'Please enter a valid mobile number'],
    ['+919876543', 'Please enter a valid mobile number'],
  ])('phone %s → %s', (phone, message) => {
    expect(errorsOf(contactLeadSchema, { ...validContact, phone }).phone).toBe(message);
  });

  it.each(['asha', 'asha@', 'asha@example', 'as ha@example.com', '@example.com'])(
    'rejects the email %s',
    (email) => {
      expect(errorsOf(contactLeadSchema, { ...validContact, email }).email).toBe(
        'Please enter a valid email address',
      );
    },
  );

  it.each(['a@b.museum', 'first.last+tag@sub.example.photography', 'x@y.io'])(
    'accepts any top-level domain: %s',
    (email) => {
      expect(errorsOf(contactLeadSchema, { ...validContact, email }).email).toBeUndefined();
    },
  );

  it('tells blank subject and message apart from missing ones', () => {
    const errors = errorsOf(contactLeadSchema, { ...validContact, subject: '   ', message: '\n ', name: '  ' });
    expect(errors).toEqual({
      subject: 'Please enter a valid subject',
      message: 'Please enter a valid message',
      name: 'Full Name is required',
    });
  });
});

describe('careers form rules (SPEC §5)', () => {
  it('accepts a valid application and keeps the files as given', () => {
    const result = careerLeadSchema.parse(validCareer);
    expect(result.resume).toBe(validCareer.resume);
  });

  it('reports every missing field at once, current salary with the expected-salary wording', () => {
    expect(errorsOf(careerLeadSchema, {})).toEqual({
      name: 'Full Name is required',
      email: 'Email ID is required',
      phone: 'Phone No. is required',
      current_designation: 'Current Designation is required',
      expected_salary: 'Expected Salary is required',
      current_salary: 'Expected Salary is required',
      message: 'Message is required',
      recaptchaToken: 'Please complete the reCAPTCHA',
      resume: 'Resume is required',
      cover_letter: 'Cover letter is required',
    });
  });

  it.each([
    ['12345', 'Phone No. must be 10-digits'],
    ['12345abcde', 'Please enter a valid phone number'],
  ])('phone %s → %s', (phone, message) => {
    expect(errorsOf(careerLeadSchema, { ...validCareer, phone }).phone).toBe(message);
  });

  it('accepts only PDF files', () => {
    const errors = errorsOf(careerLeadSchema, {
      ...validCareer,
      resume: { name: 'resume.docx', type: 'application/msword', size: 10 },
      cover_letter: { name: 'cover.png', type: 'image/png', size: 10 },
    });
    expect(errors).toEqual({ resume: 'Please upload a PDF file', cover_letter: 'Please upload a PDF file' });
  });

  it('treats an empty file as missing and refuses files over 5 MB', () => {
    const errors = errorsOf(careerLeadSchema, {
      ...validCareer,
      resume: pdf('resume.pdf', 0),
      cover_letter: pdf('cover.pdf', 5 * 1024 * 1024 + 1),
    });
    expect(errors).toEqual({
      resume: 'Resume is required',
      cover_letter: 'Please upload a PDF file of 5 MB or less',
    });
  });
});
