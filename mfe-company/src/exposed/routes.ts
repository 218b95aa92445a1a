import type { RemoteRoutes } from '@group/shared/federation';
import { staticPageQueries } from '../common/api/static-page-queries';
import { galleryQueries } from '../features/gallery/api/gallery-queries';
import { managementTeamQueries } from '../features/management-team/api/management-team-queries';
import { ourCompanyQueries } from '../features/our-company/api/our-company-queries';
import { OurCompanyPage } from '../features/our-company/our-company-page';
import { ManagementTeamPage } from '../features/management-team/management-team-page';
import { InvestmentsPage } from '../features/investments/investments-page';
import { GalleryPage } from '../features/gallery/gallery-page';
import { CsrInitiativesPage } from '../features/csr-initiatives/csr-initiatives-page';
import { PrivacyPolicyPage } from '../features/privacy-policy/privacy-policy-page';
import { TermsAndConditionsPage } from '../features/terms-and-conditions/terms-and-conditions-page';

/**
 * This remote's pages, by the names the shell's route table uses: each one's component and what
 * its first render reads (the shell's router loads that before the page renders). The shell
 * decides the paths; each component renders a whole page inside the shell's layout.
 */
export const routes = {
  ourCompany: { Component: OurCompanyPage, queries: () => Object.values(ourCompanyQueries) },
  managementTeam: { Component: ManagementTeamPage, queries: () => Object.values(managementTeamQueries) },
  investments: { Component: InvestmentsPage, queries: () => Object.values(staticPageQueries) },
  gallery: { Component: GalleryPage, queries: () => Object.values(galleryQueries) },
  csrInitiatives: { Component: CsrInitiativesPage, queries: () => Object.values(staticPageQueries) },
  privacyPolicy: { Component: PrivacyPolicyPage, queries: () => Object.values(staticPageQueries) },
  termsAndConditions: { Component: TermsAndConditionsPage, queries: () => Object.values(staticPageQueries) },
} satisfies RemoteRoutes['company'];

/** The release this build is (SITE_RELEASE when it was built): pages say which deployment rendered them. */
export const release = process.env.SITE_RELEASE;
