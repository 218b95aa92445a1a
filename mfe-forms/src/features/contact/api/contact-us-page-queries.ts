import { sectionPageQueries } from '../../../common/api/section-page-queries';
import type { SectionPageSource } from '../../../common/api/section-page-queries';

export const contactUsSource: SectionPageSource = { section: 'contact-us', metaKey: 'contact_us' };

/**
 * What the loading screen waits for: the banner and the page meta. The contact details are not
 * among them: the site's server puts the global settings into the request's store for every page
 * (the footer shows them too), so reading them here as well would ask the backend twice.
 */
export const contactUsPageQueries = sectionPageQueries(contactUsSource);
