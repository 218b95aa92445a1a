import type { LegalDocumentContent, LegalSection } from '../../common/components/legal-document/legal-document-types';
import {
  COMPANY_LOCATION,
  COMPANY_NAME,
  LEGAL_LAST_UPDATED,
  TERMS_CHANGE_NOTICE_DAYS,
} from '../../common/components/legal-document/legal-constants';
import { termsInterpretationAndDefinitions } from './terms-definitions';
import { termsLiabilityAndLaw } from './terms-liability-and-law';
import { termsUseOfService } from './terms-use-of-service';

const changes: LegalSection = {
  id: 'changes-to-these-terms',
  heading: 'Changes to These Terms and Conditions',
  blocks: [
    {
      kind: 'paragraph',
      text: `We reserve the right, at Our sole discretion, to modify or replace these Terms at any time. If a revision is material We will make reasonable efforts to provide at least ${TERMS_CHANGE_NOTICE_DAYS} days’ notice before the new terms take effect, by publishing a notice on the Website. What constitutes a material change will be determined at Our sole discretion.`,
    },
    {
      kind: 'paragraph',
      text: 'By continuing to access or use the Service after those revisions become effective, You agree to be bound by the revised terms. If You do not agree to the new terms, in whole or in part, please stop using the Website and the Service.',
    },
  ],
};

const indemnities: LegalSection = {
  id: 'indemnities',
  heading: 'Indemnities',
  blocks: [
    {
      kind: 'paragraph',
      text: `You agree to indemnify and hold harmless ${COMPANY_NAME}, its Affiliates, and their directors, officers, employees and agents from and against any claims, liabilities, damages, losses and expenses, including reasonable legal fees, arising out of or in any way connected with Your breach of these Terms, Your misuse of the Service, or Your violation of any law or of the rights of a third party.`,
    },
  ],
};

const contact: LegalSection = {
  id: 'contact-us',
  heading: 'Contact Us',
  blocks: [
    { kind: 'paragraph', text: 'If you have any questions about these Terms and Conditions, you can contact us:' },
    {
      kind: 'list',
      items: [
        ['By email: ', { kind: 'email' }],
        ['By visiting our ', { kind: 'contact-link', text: 'Contact Us page' }],
        `By post: ${COMPANY_NAME}, ${COMPANY_LOCATION}`,
      ],
    },
  ],
};

/** The Terms and Conditions of the website (SPEC §2), rendered by LegalDocument. */
export const termsAndConditionsText: LegalDocumentContent = {
  lastUpdated: LEGAL_LAST_UPDATED,
  intro: [
    {
      kind: 'paragraph',
      text: `Please read these Terms and Conditions carefully before using the website of ${COMPANY_NAME}, a diversified business group based in ${COMPANY_LOCATION}.`,
    },
  ],
  sections: [
    termsInterpretationAndDefinitions,
    ...termsUseOfService,
    ...termsLiabilityAndLaw,
    changes,
    indemnities,
    contact,
  ],
};
