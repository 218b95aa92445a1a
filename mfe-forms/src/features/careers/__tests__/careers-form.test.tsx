import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { httpReply, mockFetch, networkError, renderWithRuntime } from '@group/shared/testing';
import { CareersForm } from '../components/careers-form';
import { installFakeGrecaptcha, removeFakeGrecaptcha } from '../../../test-support/fake-grecaptcha';
import type { FakeGrecaptcha } from '../../../test-support/fake-grecaptcha';
import { deferred, fillFields, pdfFile, tickCaptcha } from '../../../test-support/fill-form';
import { careerApplication, leadReceipt } from '../../../test-support/valid-leads';

const THANK_YOU =
  'Thank you for applying. We have received your application and our recruitment team will contact you if your profile matches an opening.';

const valid = careerApplication;
const receipt = leadReceipt;

let captcha: FakeGrecaptcha;
beforeEach(() => {
  captcha = installFakeGrecaptcha();
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(removeFakeGrecaptcha);

function setup() {
  // The browser's picker honours `accept`; these tests hand over other files on purpose.
  const user = userEvent.setup({ delay: null, applyAccept: false });
  const onSubmitted = jest.fn();
  renderWithRuntime(<CareersForm onSubmitted={onSubmitted} />);
  return { user, onSubmitted };
}

const submit = () => screen.getByRole('button', { name: 'Submit' });
const resumeInput = () => screen.getByLabelText('Resume') as HTMLInputElement;
const coverInput = () => screen.getByLabelText('Cover Letter') as HTMLInputElement;

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await fillFields(user, valid);
  await user.upload(resumeInput(), pdfFile('resume.pdf'));
  await user.upload(coverInput(), pdfFile('cover-letter.pdf'));
  await tickCaptcha(user);
}

describe('CareersForm: the application form', () => {
  it('asks for every field of SPEC §3, PDFs only', () => {
    setup();
    expect(screen.getByRole('heading', { name: 'APPLY NOW' })).toBeInTheDocument();
    for (const label of Object.keys(valid)) expect(screen.getByLabelText(label)).toBeInTheDocument();
    for (const input of [resumeInput(), coverInput()]) {
      expect(input).toHaveAttribute('type', 'file');
      expect(input).toHaveAttribute('accept', '.pdf,application/pdf');
    }
    expect(screen.getByRole('checkbox', { name: "I'm not a robot" })).toBeInTheDocument();
  });
});

describe('CareersForm: validation (SPEC §5)', () => {
  it('shows every error at once, the current salary with the expected-salary wording', async () => {
    const fetchMock = mockFetch({});
    const { user } = setup();
    await user.click(submit());
    const expectations: [string, string][] = [
      ['Full Name', 'Full Name is required'],
      ['Email ID', 'Email ID is required'],
      ['Phone No.', 'Phone No. is required'],
      ['Current Designation', 'Current Designation is required'],
      ['Expected Salary', 'Expected Salary is required'],
      ['Current Salary', 'Expected Salary is required'],
      ['Message', 'Message is required'],
    ];
    for (const [label, message] of expectations) {
      expect(await screen.findByLabelText(label)).toHaveAccessibleDescription(message);
    }
    expect(screen.getByText('Resume is required')).toBeInTheDocument();
    expect(screen.getByText('Cover letter is required')).toBeInTheDocument();
    expect(screen.getByText('Please complete the reCAPTCHA')).toBeInTheDocument();
    expect(fetchMock.calls).toHaveLength(0);
  });

  it.each([
    ['Phone No.', '12345abcde', 'Please enter a valid phone number'],
    ['Phone No.', '12345', 'Phone No. must be 10-digits'],
    ['Email ID', 'vikram@', 'Please enter a valid email address'],
    ['Message', '  ', 'Please enter a valid message'],
  ])('%s "%s" → %s', async (label, value, message) => {
    const { user } = setup();
    await fillValid(user);
    await fillFields(user, { [label]: value });
    await user.click(submit());
    expect(await screen.findByLabelText(label)).toHaveAccessibleDescription(message);
  });

  it('says "Please upload a PDF file" as soon as another type is chosen, and forgets it for a PDF', async () => {
    const { user } = setup();
    await user.upload(resumeInput(), new File(['hello'], 'resume.docx', { type: 'application/msword' }));
    expect(screen.getByText('Please upload a PDF file')).toBeInTheDocument();
    expect(resumeInput()).toHaveAttribute('aria-invalid', 'true');
    await user.upload(resumeInput(), pdfFile('resume.pdf'));
    expect(screen.queryByText('Please upload a PDF file')).not.toBeInTheDocument();
  });

  it('refuses a non-PDF on submit too', async () => {
    const fetchMock = mockFetch({});
    const { user } = setup();
    await fillValid(user);
    await user.upload(coverInput(), new File(['png'], 'cover.png', { type: 'image/png' }));
    await user.click(submit());
    expect(await screen.findByText('Please upload a PDF file')).toBeInTheDocument();
    expect(fetchMock.calls).toHaveLength(0);
  });

  it('refuses a PDF over 5 MB', async () => {
    const { user } = setup();
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.pdf', { type: 'application/pdf' });
    await user.upload(resumeInput(), big);
    expect(screen.getByText('Please upload a PDF file of 5 MB or less')).toBeInTheDocument();
  });

  it('choosing a file clears "Resume is required"', async () => {
    const { user } = setup();
    await user.click(submit());
    await screen.findByText('Resume is required');
    await user.upload(resumeInput(), pdfFile());
    expect(screen.queryByText('Resume is required')).not.toBeInTheDocument();
    expect(screen.getByText('Cover letter is required')).toBeInTheDocument();
  });
});

describe('CareersForm: a successful application', () => {
  it('posts multipart with every field and both files, then thanks and clears fields, files and captcha', async () => {
    const answer = deferred<object>();
    const fetchMock = mockFetch({ 'POST /career-leads': () => answer.promise });
    const { user, onSubmitted } = setup();
    await fillValid(user);
    await user.click(submit());

    expect(await screen.findByRole('button', { name: 'Sending…' })).toBeDisabled();
    const body = fetchMock.callsTo('/career-leads')[0].body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(Object.fromEntries([...body.entries()].filter(([, value]) => typeof value === 'string'))).toEqual({
      name: 'Vikram Shah',
      email: 'vikram@mail.example.technology',
      phone: '9123456780',
      current_designation: 'Project Engineer',
      expected_salary: '18 LPA',
      current_salary: '14 LPA',
      message: 'I would like to join the solar team.',
      recaptchaToken: 'test-captcha-token',
    });
    expect((body.get('resume') as File).name).toBe('resume.pdf');
    expect((body.get('cover_letter') as File).name).toBe('cover-letter.pdf');

    answer.resolve({ status: 200, data: receipt });
    expect(await screen.findByText(THANK_YOU)).toBeInTheDocument();
    for (const label of Object.keys(valid)) expect(screen.getByLabelText(label)).toHaveValue('');
    expect(resumeInput().value).toBe('');
    expect(coverInput().value).toBe('');
    expect(screen.getByRole('checkbox', { name: "I'm not a robot" })).not.toBeChecked();
    expect(captcha.resets()).toBe(1);
    expect(onSubmitted).toHaveBeenCalledWith(receipt);
  });

  it('the next application starts from an empty form: files are required again', async () => {
    mockFetch({ 'POST /career-leads': { status: 200, data: receipt } });
    const { user } = setup();
    await fillValid(user);
    await user.click(submit());
    await screen.findByText(THANK_YOU);
    await user.click(submit());
    expect(await screen.findByText('Resume is required')).toBeInTheDocument();
    expect(screen.getByText('Cover letter is required')).toBeInTheDocument();
  });
});

describe('CareersForm: a failed application keeps everything, files too', () => {
  async function failWith(reply: Parameters<typeof mockFetch>[0][string]) {
    mockFetch({ 'POST /career-leads': reply });
    const utils = setup();
    await fillValid(utils.user);
    await utils.user.click(submit());
    return { ...utils, alert: await screen.findByRole('alert') };
  }

  const expectKept = () => {
    for (const [label, value] of Object.entries(valid)) expect(screen.getByLabelText(label)).toHaveValue(value);
    expect(resumeInput().files?.[0]?.name).toBe('resume.pdf');
    expect(coverInput().files?.[0]?.name).toBe('cover-letter.pdf');
    expect(submit()).toBeEnabled();
    expect(screen.queryByText(THANK_YOU)).not.toBeInTheDocument();
  };

  it('network down', async () => {
    const { alert, onSubmitted } = await failWith(networkError());
    expect(alert).toHaveTextContent('We could not reach our server, so your application was not sent.');
    expectKept();
    expect(captcha.resets()).toBe(1);
    expect(onSubmitted).not.toHaveBeenCalled();
  });

  it('413: the files are too large', async () => {
    const { alert } = await failWith(
      httpReply(413, { status: 413, message: 'Please upload a PDF file of 5 MB or less', errors: { resume: 'Please upload a PDF file of 5 MB or less' } }),
    );
    expect(alert).toHaveTextContent('the attached files are too large. Please attach PDF files of 5 MB or less');
    expect(resumeInput()).toHaveAccessibleDescription('PDF, up to 5 MB Please upload a PDF file of 5 MB or less');
    expectKept();
  });

  it('400: a file the server found is no PDF is marked on its field', async () => {
    const { alert } = await failWith(
      httpReply(400, { status: 400, message: 'Please correct the highlighted fields', errors: { cover_letter: 'Please upload a PDF file' } }),
    );
    expect(alert).toHaveTextContent('Please correct the highlighted fields');
    expect(screen.getByText('Please upload a PDF file')).toBeInTheDocument();
    expectKept();
  });

  it('a new file after a failure clears its field error', async () => {
    await failWith(httpReply(400, { status: 400, message: 'x', errors: { cover_letter: 'Please upload a PDF file' } }));
    fireEvent.change(coverInput(), { target: { files: [pdfFile('cover-2.pdf')] } });
    expect(screen.queryByText('Please upload a PDF file')).not.toBeInTheDocument();
  });
});
