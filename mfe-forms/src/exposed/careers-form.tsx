// Public surface: the careers form for hosts that load it through federation.
import { inSiteRuntime } from '../common/in-site-runtime';
import { CareersForm as Form } from '../features/careers/components/careers-form';

export type { CareersFormProps } from '../features/careers/components/careers-form';

export const CareersForm = inSiteRuntime(Form);
