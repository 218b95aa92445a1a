import type { RemotePageQueries, RemotePages } from '@group/shared/federation';
import { careersPageQueries } from '../features/careers/api/careers-page-queries';
import { CareersPage } from '../features/careers/components/careers-page';
import { contactUsPageQueries } from '../features/contact/api/contact-us-page-queries';
import { ContactUsPage } from '../features/contact/components/contact-us-page';

/**
 * This remote's pages, by the names the shell's route table uses. The shell decides the paths;
 * each component renders a whole page inside the shell's layout.
 */
export const pages = {
  careers: CareersPage,
  contactUs: ContactUsPage,
} satisfies RemotePages['forms'];

/** What each page's first render reads: the site's server loads it before rendering the page. */
export const queries = {
  careers: () => careersPageQueries,
  contactUs: () => contactUsPageQueries,
} satisfies RemotePageQueries<'forms'>;

/** The release this build is (SITE_RELEASE when it was built): pages say which deployment rendered them. */
export const release = process.env.SITE_RELEASE;
