import type { RemotePages } from '@group/shared/federation';
import { CareersPage } from '../features/careers/careers-page';
import { ContactUsPage } from '../features/contact-us/contact-us-page';

/**
 * This remote's pages, by the names the shell's route table uses. The shell decides the paths;
 * each component renders a whole page inside the shell's layout.
 */
export const pages = {
  careers: CareersPage,
  contactUs: ContactUsPage,
} satisfies RemotePages['forms'];
