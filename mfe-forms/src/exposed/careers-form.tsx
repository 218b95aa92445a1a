// Public surface: the careers form for hosts that load it through federation.
export { CareersForm } from '../features/careers/components/careers-form';
export type { CareersFormProps } from '../features/careers/components/careers-form';
