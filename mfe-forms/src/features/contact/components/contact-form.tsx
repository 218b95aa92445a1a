import { useId } from 'react';
import { useSiteRuntime } from '@group/shared/runtime';
import type { ContactLead } from '@group/shared/records';
import { CaptchaField } from '../../../common/components/captcha-field';
import { LeadFormFrame } from '../../../common/components/lead-form-frame';
import { SubmissionStatus } from '../../../common/components/submission-status';
import { SubmitButton } from '../../../common/components/submit-button';
import { TextField } from '../../../common/components/text-field';
import { useLeadForm } from '../../../common/hooks/use-lead-form';
import { leadResolver } from '../../../common/lead-resolver';
import type { LeadContract } from '../../../common/lead-contract';
import type { LeadFormProps } from '../../../common/lead-form-props';
import { sendContactLead } from '../api/send-contact-lead';
import { CONTACT_THANK_YOU, emptyContactForm } from '../contact-form-values';
import type { ContactFormValues } from '../contact-form-values';

const resolver = leadResolver<ContactFormValues, LeadContract['contactLeadSchema']>((contract) => contract.contactLeadSchema);

export type ContactFormProps = LeadFormProps;

/**
 * The "ENQUIRE NOW" form (SPEC §2 Contact Us). It needs nothing of the shell, so it also runs in
 * other federation hosts and embedded in other sites.
 */
export function ContactForm({ apiBaseUrl, recaptchaSiteKey, onSubmitted, className }: ContactFormProps) {
  const id = useId();
  const { api, config } = useSiteRuntime();
  const { form, field, captchaRef, captcha, status, onSubmit, onStart, sending } = useLeadForm<ContactFormValues, ContactLead>({
    resolver,
    defaultValues: emptyContactForm,
    noun: 'enquiry',
    send: (lead) => sendContactLead(api, lead, apiBaseUrl),
    onSubmitted,
  });
  const { errors } = form.formState;
  const siteKey = recaptchaSiteKey || config.recaptchaSiteKey;
  return (
    <LeadFormFrame
      id={`contact${id}`}
      heading="ENQUIRE NOW"
      onSubmit={onSubmit}
      onStart={onStart}
      className={className}
      footer={
        <>
          <CaptchaField id={`contact${id}-captcha`} siteKey={siteKey} captchaRef={captchaRef} captcha={captcha} error={errors.recaptchaToken?.message} />
          <SubmitButton sending={sending} />
          <SubmissionStatus status={status} successMessage={CONTACT_THANK_YOU} />
        </>
      }
    >
      <TextField id={`contact${id}-name`} label="Full Name" autoComplete="name" registration={field('name')} error={errors.name?.message} />
      <TextField id={`contact${id}-email`} label="Email" type="email" autoComplete="email" inputMode="email" registration={field('email')} error={errors.email?.message} />
      <TextField id={`contact${id}-phone`} label="Phone No." type="tel" autoComplete="tel-national" inputMode="numeric" registration={field('phone')} error={errors.phone?.message} />
      <TextField id={`contact${id}-subject`} label="Subject" registration={field('subject')} error={errors.subject?.message} />
      <TextField id={`contact${id}-message`} label="Message" multiline wide registration={field('message')} error={errors.message?.message} />
    </LeadFormFrame>
  );
}
