import { sectionPageQueries } from '../../../common/api/section-page-queries';

/**
 * What the loading screen waits for: the banner and the page meta. The contact details are not
 * among them: the site's server puts the global settings into the request's store for every page
 * (the footer shows them too), so reading them here as well would ask the backend twice.
 */
export const contactUsPageQueries = sectionPageQueries('contact_us');
