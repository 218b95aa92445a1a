import { paths } from '@group/shared/routes';
import { StaticPage } from '../../common/components/static-page';
import { LegalDocument } from '../../common/components/legal-document/legal-document';
import { privacyPolicyText } from './privacy-policy-text';

const description = 'How Meridian Group collects, uses and protects your personal data, and your rights over it.';

/** SPEC §9: the privacy banner switches to its mobile image at 600 px. */
export const PRIVACY_BANNER_BREAKPOINT = 600;

/** The Privacy Policy page (route: paths.privacyPolicy). */
export function PrivacyPolicyPage() {
  return (
    <StaticPage
      section="privacy-policy"
      head={{ description, canonicalPath: paths.privacyPolicy }}
      heading="Privacy Policy"
      breadcrumbs={{ label: 'Privacy Policy' }}
      breakpoint={PRIVACY_BANNER_BREAKPOINT}
    >
      <LegalDocument content={privacyPolicyText} label="Privacy Policy" />
    </StaticPage>
  );
}
