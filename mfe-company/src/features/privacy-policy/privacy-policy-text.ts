import type { LegalDocumentContent, LegalSection } from '../../common/components/legal-document/legal-document-types';
import {
  COMPANY_LOCATION,
  COMPANY_NAME,
  LEGAL_LAST_UPDATED,
  PRIVACY_MINIMUM_AGE,
} from '../../common/components/legal-document/legal-constants';
import { privacyCollection } from './privacy-collection';
import { privacyInterpretationAndDefinitions } from './privacy-definitions';
import { privacyUseAndSharing } from './privacy-use-and-sharing';

const rights: LegalSection = {
  id: 'your-data-protection-rights',
  heading: 'Your Data Protection Rights',
  blocks: [
    { kind: 'paragraph', text: 'Subject to applicable law, You have the following rights over Your Personal Data:' },
    {
      kind: 'list',
      items: [
        [{ kind: 'strong', text: 'Access' }, ': to ask for a copy of the Personal Data We hold about You.'],
        [{ kind: 'strong', text: 'Correction' }, ': to have inaccurate or incomplete Personal Data corrected.'],
        [{ kind: 'strong', text: 'Deletion' }, ': to ask Us to delete Your Personal Data.'],
        [
          { kind: 'strong', text: 'Objection or restriction' },
          ': to object to, or ask Us to restrict, the processing of Your Personal Data.',
        ],
        [
          { kind: 'strong', text: 'Portability' },
          ': to receive Your Personal Data in a structured, commonly used format, or to have it sent to another organisation.',
        ],
        [
          { kind: 'strong', text: 'Withdrawal of consent' },
          ': where We rely on Your consent, to withdraw it at any time, without affecting processing that took place before.',
        ],
      ],
    },
    {
      kind: 'paragraph',
      text: [
        'To exercise any of these rights, contact Us through the ',
        { kind: 'contact-link', text: 'Contact Us page' },
        '. We may need to verify Your identity before acting on Your request, and We will respond within the time the law allows.',
      ],
    },
  ],
};

const children: LegalSection = {
  id: 'childrens-privacy',
  heading: 'Children’s Privacy',
  blocks: [
    {
      kind: 'paragraph',
      text: `Our Service does not address anyone under the age of ${PRIVACY_MINIMUM_AGE}. We do not knowingly collect personally identifiable information from anyone under the age of ${PRIVACY_MINIMUM_AGE}. If You are a parent or guardian and You are aware that Your child has provided Us with Personal Data, please contact Us. If We become aware that We have collected Personal Data from anyone under the age of ${PRIVACY_MINIMUM_AGE} without verification of parental consent, We take steps to remove that information from Our servers.`,
    },
  ],
};

const links: LegalSection = {
  id: 'links-to-other-websites',
  heading: 'Links to Other Websites',
  blocks: [
    {
      kind: 'paragraph',
      text: 'Our Service may contain links to other websites that are not operated by Us. If You click a third-party link, You will be directed to that third party’s site. We strongly advise You to review the privacy policy of every site You visit. We have no control over, and assume no responsibility for, the content, privacy policies or practices of any third-party sites or services.',
    },
  ],
};

const changes: LegalSection = {
  id: 'changes-to-this-privacy-policy',
  heading: 'Changes to this Privacy Policy',
  blocks: [
    {
      kind: 'paragraph',
      text: 'We may update Our Privacy Policy from time to time. We will notify You of any changes by posting the new Privacy Policy on this page and updating the “Last updated” date at its top, and, where the changes are significant, by a prominent notice on Our Service before they take effect. You are advised to review this Privacy Policy periodically. Changes are effective when they are posted on this page.',
    },
  ],
};

const contact: LegalSection = {
  id: 'contact-us',
  heading: 'Contact Us',
  blocks: [
    { kind: 'paragraph', text: 'If you have any questions about this Privacy Policy, you can contact us:' },
    {
      kind: 'list',
      items: [
        ['By email: ', { kind: 'email' }],
        ['By visiting our ', { kind: 'contact-link', text: 'Contact Us page' }],
      ],
    },
  ],
};

/** The Privacy Policy of the website (SPEC §2), rendered by LegalDocument. */
export const privacyPolicyText: LegalDocumentContent = {
  lastUpdated: LEGAL_LAST_UPDATED,
  intro: [
    {
      kind: 'paragraph',
      text: `This Privacy Policy describes the policies and procedures of ${COMPANY_NAME}, a company based in ${COMPANY_LOCATION}, on the collection, use and disclosure of Your information when You use the Service, and tells You about Your privacy rights and how the law protects You.`,
    },
    {
      kind: 'paragraph',
      text: 'We use Your Personal Data to provide and improve the Service. By using the Service, You agree to the collection and use of information in accordance with this Privacy Policy.',
    },
  ],
  sections: [
    privacyInterpretationAndDefinitions,
    privacyCollection,
    ...privacyUseAndSharing,
    rights,
    children,
    links,
    changes,
    contact,
  ],
};
