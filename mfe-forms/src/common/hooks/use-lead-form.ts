import { useCallback, useState } from 'react';
import type { FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import type { DefaultValues, FieldValues, Path, PathValue, Resolver } from 'react-hook-form';
import type { PostResult } from '@group/shared/api';
import type { ReadLeadReceipt } from '@group/shared/records';
import { loadLeadContract } from '../lead-contract';
import { rulesUnavailable } from '../lead-resolver';
import { readFormControls } from '../read-form-controls';
import { describeFailure } from '../submission-failure';
import { failureMessages } from '../lead-form-messages';
import type { LeadNoun } from '../lead-form-messages';
import { useCaptcha } from './use-captcha';

export type LeadFormValues = FieldValues & { recaptchaToken: string };

export type SubmissionStatus = { kind: 'idle' } | { kind: 'sent' } | { kind: 'failed'; message: string };

export type UseLeadFormOptions<V extends LeadFormValues, Out> = {
  resolver: Resolver<V, unknown, Out>;
  defaultValues: V;
  noun: LeadNoun;
  /** Posts the validated lead; `values` are the raw form values (files as File). */
  send: (data: Out, values: V) => Promise<PostResult>;
  onSubmitted?: (receipt: ReadLeadReceipt | undefined) => void;
  /** Empties what `reset` cannot reach (file inputs). */
  onCleared?: () => void;
};

/**
 * A lead form's behaviour (SPEC §4, §5): every error at once on submit, editing a field clears its
 * own error, the captcha reset after every submission sent, successful or not (a token is good
 * for one check; one stopped by the form's own rules keeps its tick), the form emptied on success
 * and left untouched on failure with a summary.
 */
export function useLeadForm<V extends LeadFormValues, Out>(options: UseLeadFormOptions<V, Out>) {
  const { resolver, defaultValues, noun, send, onSubmitted, onCleared } = options;
  const form = useForm<V, unknown, Out>({
    resolver,
    defaultValues: defaultValues as DefaultValues<V>,
    mode: 'onSubmit',
    // Errors come back only on the next submit; editing clears them instead.
    reValidateMode: 'onSubmit',
  });
  const { clearErrors, getValues, handleSubmit, register, reset, setError, setValue } = form;
  const [status, setStatus] = useState<SubmissionStatus>({ kind: 'idle' });

  const setToken = useCallback(
    (token: string) => {
      const name = 'recaptchaToken' as Path<V>;
      setValue(name, token as PathValue<V, Path<V>>);
      if (token) clearErrors(name);
    },
    [clearErrors, setValue],
  );
  const { captchaRef, captcha } = useCaptcha(setToken);

  const field = (name: Path<V>) => register(name, { onChange: () => clearErrors(name) });

  const onValid = async (data: Out) => {
    setStatus({ kind: 'idle' });
    const result = await send(data, getValues());
    captcha.reset();
    if (result.ok) {
      reset(defaultValues);
      onCleared?.();
      setStatus({ kind: 'sent' });
      onSubmitted?.(await readReceipt(result.data));
      return;
    }
    for (const [name, message] of Object.entries(result.errors ?? {})) {
      if (message && name in defaultValues) setError(name as Path<V>, { type: 'server', message });
    }
    setStatus({ kind: 'failed', message: describeFailure(result, noun) });
  };

  const validateAndSend = handleSubmit(onValid, (errors) =>
    setStatus(rulesUnavailable(errors) ? { kind: 'failed', message: failureMessages.network(noun) } : { kind: 'idle' }),
  );

  // The controls are what the visitor sees: their values are taken over first, so that what was
  // typed or picked before the page was hydrated is sent too (no change event reached React).
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const controls = readFormControls(event.currentTarget, Object.keys(defaultValues));
    for (const [name, value] of Object.entries(controls)) {
      const field = name as Path<V>;
      if (getValues(field) !== value) setValue(field, value as PathValue<V, Path<V>>);
    }
    return validateAndSend(event);
  };

  return { form, field, captchaRef, captcha, status, onSubmit, onStart: prefetchRules, sending: form.formState.isSubmitting };
}

/** A visitor who starts a form will soon submit it: its rules are fetched then, not with the page. */
const prefetchRules = () => {
  loadLeadContract().catch(() => undefined);
};

/** What the API answered a lead with, when it reads as a receipt (content-api's). */
async function readReceipt(data: unknown): Promise<ReadLeadReceipt | undefined> {
  const contract = await loadLeadContract().catch(() => undefined);
  const receipt = contract?.leadReceiptSchema.safeParse(data);
  return receipt?.success ? receipt.data : undefined;
}
