import { useId } from 'react';
import { useSiteRuntime } from '@group/shared/runtime';
import type { CareerLead } from '@group/shared/records';
import { CaptchaField } from '../../../common/components/captcha-field';
import { FileField } from '../../../common/components/file-field';
import { LeadFormFrame } from '../../../common/components/lead-form-frame';
import { SubmissionStatus } from '../../../common/components/submission-status';
import { SubmitButton } from '../../../common/components/submit-button';
import { TextField } from '../../../common/components/text-field';
import { useLeadForm } from '../../../common/hooks/use-lead-form';
import type { LeadFormProps } from '../../../common/lead-form-props';
import { leadResolver } from '../../../common/lead-resolver';
import type { LeadContract } from '../../../common/lead-contract';
import { sendCareerLead } from '../api/send-career-lead';
import { CAREERS_THANK_YOU, emptyCareersForm } from '../careers-form-values';
import type { CareersFormValues } from '../careers-form-values';
import { useCareerFiles } from '../hooks/use-career-files';

const resolver = leadResolver<CareersFormValues, LeadContract['careerLeadSchema']>((contract) => contract.careerLeadSchema);

export type CareersFormProps = LeadFormProps;

/**
 * The job application form (SPEC §2 Careers, §3 career application). It needs nothing of the
 * shell, so it also runs in other federation hosts and embedded in other sites.
 */
export function CareersForm({ apiBaseUrl, recaptchaSiteKey, onSubmitted, className }: CareersFormProps) {
  const id = `careers${useId()}`;
  const { api, config } = useSiteRuntime();
  const lead = useLeadForm<CareersFormValues, CareerLead>({
    resolver,
    defaultValues: emptyCareersForm,
    noun: 'application',
    send: ({ resume: _resume, cover_letter: _coverLetter, ...fields }, values) =>
      sendCareerLead(api, fields, { resume: values.resume as File, cover_letter: values.cover_letter as File }, apiBaseUrl),
    onSubmitted,
    onCleared: () => files.clear(),
  });
  const { form, field, captchaRef, captcha, status, onSubmit, onStart, sending } = lead;
  const files = useCareerFiles(form);
  const { errors } = form.formState;
  const siteKey = recaptchaSiteKey || config.recaptchaSiteKey;
  return (
    <LeadFormFrame
      id={id}
      heading="APPLY NOW"
      onSubmit={onSubmit}
      onStart={onStart}
      className={className}
      footer={
        <>
          <CaptchaField id={`${id}-captcha`} siteKey={siteKey} captchaRef={captchaRef} captcha={captcha} error={errors.recaptchaToken?.message} />
          <SubmitButton sending={sending} />
          <SubmissionStatus status={status} successMessage={CAREERS_THANK_YOU} />
        </>
      }
    >
      <TextField id={`${id}-name`} label="Full Name" autoComplete="name" registration={field('name')} error={errors.name?.message} />
      <TextField id={`${id}-email`} label="Email ID" type="email" autoComplete="email" inputMode="email" registration={field('email')} error={errors.email?.message} />
      <TextField id={`${id}-phone`} label="Phone No." type="tel" autoComplete="tel-national" inputMode="numeric" registration={field('phone')} error={errors.phone?.message} />
      <TextField id={`${id}-designation`} label="Current Designation" autoComplete="organization-title" registration={field('current_designation')} error={errors.current_designation?.message} />
      <TextField id={`${id}-expected-salary`} label="Expected Salary" registration={field('expected_salary')} error={errors.expected_salary?.message} />
      <TextField id={`${id}-current-salary`} label="Current Salary" registration={field('current_salary')} error={errors.current_salary?.message} />
      <FileField id={`${id}-resume`} name="resume" label="Resume" inputRef={files.resumeRef} onFile={files.onFile('resume')} error={errors.resume?.message} />
      <FileField id={`${id}-cover-letter`} name="cover_letter" label="Cover Letter" inputRef={files.coverLetterRef} onFile={files.onFile('cover_letter')} error={errors.cover_letter?.message} />
      <TextField id={`${id}-message`} label="Message" multiline wide registration={field('message')} error={errors.message?.message} />
    </LeadFormFrame>
  );
}
