import { paths } from '@group/shared/routes';
import { StaticPage } from '../../common/components/static-page';
import { LegalDocument } from '../../common/components/legal-document/legal-document';
import { termsAndConditionsText } from './terms-and-conditions-text';

const description = 'The terms and conditions that apply to your use of the Meridian Group website.';

/** The Terms and Conditions page (route: paths.termsAndConditions). */
export function TermsAndConditionsPage() {
  return (
    <StaticPage
      section="terms-and-conditions"
      head={{ description, canonicalPath: paths.termsAndConditions }}
      heading="Terms and Conditions"
      breadcrumbs={{ label: 'Terms and Conditions' }}
    >
      <LegalDocument content={termsAndConditionsText} label="Terms and Conditions" />
    </StaticPage>
  );
}
