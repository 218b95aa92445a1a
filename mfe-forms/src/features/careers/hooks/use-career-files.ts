import { useEffect, useRef } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { CareerLead } from '@group/shared/records';
import { loadLeadContract } from '../../../common/lead-contract';
import type { CareerFileField, CareersFormValues } from '../careers-form-values';

/**
 * The two PDF inputs. A chosen file is checked at once ("Please upload a PDF file") once the
 * form's rules are in (loadLeadContract; if they cannot be fetched, Submit checks it), choosing
 * again clears the message, and `clear` empties the inputs after a successful application. A
 * file chosen before the page was hydrated (React saw no change event for it) is checked as the
 * form starts.
 */
export function useCareerFiles(form: UseFormReturn<CareersFormValues, unknown, CareerLead>) {
  const resumeRef = useRef<HTMLInputElement>(null);
  const coverLetterRef = useRef<HTMLInputElement>(null);
  const { getValues, setValue, setError, clearErrors } = form;

  const onFile = (name: CareerFileField) => (file: File | null) => {
    setValue(name, file);
    clearErrors(name);
    if (!file) return;
    loadLeadContract()
      .then(({ careerLeadSchema }) => {
        // A file chosen since is checked on its own.
        if (getValues(name) !== file) return;
        const checked = careerLeadSchema.shape[name].safeParse(file);
        if (!checked.success) setError(name, { type: 'file', message: checked.error.issues[0]?.message });
      })
      .catch(() => undefined);
  };

  useEffect(() => {
    for (const [name, input] of [
      ['resume', resumeRef.current],
      ['cover_letter', coverLetterRef.current],
    ] as const) {
      const file = input?.files?.[0];
      if (file) onFile(name)(file);
    }
    // Once, for what the server's page took before the form started.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const clear = () => {
    for (const input of [resumeRef.current, coverLetterRef.current]) if (input) input.value = '';
  };

  return { resumeRef, coverLetterRef, onFile, clear };
}
