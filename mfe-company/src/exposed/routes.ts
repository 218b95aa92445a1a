import type { RemotePageQueries, RemotePages } from '@group/shared/federation';
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
 * This remote's pages, by the names the shell's route table uses. The shell decides the paths;
 * each component renders a whole page inside the shell's layout.
 */
export const pages = {
  ourCompany: OurCompanyPage,
  managementTeam: ManagementTeamPage,
  investments: InvestmentsPage,
  gallery: GalleryPage,
  csrInitiatives: CsrInitiativesPage,
  privacyPolicy: PrivacyPolicyPage,
  termsAndConditions: TermsAndConditionsPage,
} satisfies RemotePages['company'];

/** What each page reads, so the server loads it before it renders the page. */
export const queries = {
  ourCompany: ourCompanyQueries,
  managementTeam: managementTeamQueries,
  investments: staticPageQueries,
  gallery: galleryQueries,
  csrInitiatives: staticPageQueries,
  privacyPolicy: staticPageQueries,
  termsAndConditions: staticPageQueries,
} satisfies RemotePageQueries<'company'>;

/** The release this build is (SITE_RELEASE when it was built): pages say which deployment rendered them. */
export const release = process.env.SITE_RELEASE;
