import type { ComponentType } from 'react';
import { WithSiteRuntime } from '@group/shared/runtime';
import type { LeadFormProps } from './lead-form-props';

/**
 * A lead form for hosts outside the site: in the site's runtime where the host's page has one
 * (the shell's), else in one of its own, made from the page's configuration and the form's props.
 */
export function inSiteRuntime<P extends LeadFormProps>(Form: ComponentType<P>): ComponentType<P> {
  function FormInSiteRuntime(props: P) {
    return (
      <WithSiteRuntime config={{ apiBaseUrl: props.apiBaseUrl, recaptchaSiteKey: props.recaptchaSiteKey }}>
        <Form {...props} />
      </WithSiteRuntime>
    );
  }
  return FormInSiteRuntime;
}
