import type { RemoteRoutes } from '@group/shared/federation';
import { careersPageQueries } from '../features/careers/api/careers-page-queries';
import { CareersPage } from '../features/careers/components/careers-page';
import { contactUsPageQueries } from '../features/contact/api/contact-us-page-queries';
import { ContactUsPage } from '../features/contact/components/contact-us-page';

/**
 * This remote's pages, by the names the shell's route table uses: each one's component and what
 * its first render reads (the shell's router loads that before the page renders). The shell
 * decides the paths; each component renders a whole page inside the shell's layout.
 */
export const routes = {
  careers: { Component: CareersPage, queries: () => Object.values(careersPageQueries) },
  contactUs: { Component: ContactUsPage, queries: () => Object.values(contactUsPageQueries) },
} satisfies RemoteRoutes['forms'];

/** The release this build is (SITE_RELEASE when it was built): pages say which deployment rendered them. */
export const release = process.env.SITE_RELEASE;
