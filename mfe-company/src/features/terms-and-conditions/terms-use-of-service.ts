import type { LegalSection } from '../../common/components/legal-document/legal-document-types';
import { COMPANY_NAME, TERMS_MINIMUM_AGE } from '../../common/components/legal-document/legal-constants';

/** What a visitor agrees to, and what the Website's content and links are. */
export const termsUseOfService: readonly LegalSection[] = [
  {
    id: 'acknowledgment',
    heading: 'Acknowledgment',
    blocks: [
      {
        kind: 'paragraph',
        text: 'These are the Terms and Conditions governing the use of this Service and the agreement between You and the Company. They set out the rights and obligations of all users regarding the use of the Service.',
      },
      {
        kind: 'paragraph',
        text: 'Your access to and use of the Service is conditioned on Your acceptance of and compliance with these Terms. They apply to all visitors, users and others who access or use the Service. By accessing or using the Service You agree to be bound by these Terms. If You disagree with any part of them, You may not access the Service.',
      },
      {
        kind: 'paragraph',
        text: 'Your use of the Service is also conditioned on Your acceptance of our Privacy Policy, which describes how We collect, use and disclose Your personal information when You use the Website. Please read it carefully before using the Service.',
      },
    ],
  },
  {
    id: 'age-restriction',
    heading: 'Age Restriction',
    blocks: [
      {
        kind: 'paragraph',
        text: `You represent that You are over the age of ${TERMS_MINIMUM_AGE}. The Company does not permit those under ${TERMS_MINIMUM_AGE} to use the Service, to submit a career application or to send an enquiry through it.`,
      },
    ],
  },
  {
    id: 'user-restrictions',
    heading: 'User Restrictions',
    blocks: [
      { kind: 'paragraph', text: 'When using the Service You agree not to:' },
      {
        kind: 'list',
        items: [
          'use the Service for any unlawful purpose, or in breach of any applicable law or regulation;',
          'submit information that is false, misleading or that belongs to another person without their consent, including in a career application or an enquiry;',
          'upload files that contain viruses, malicious code or anything other than the documents requested;',
          'attempt to gain unauthorised access to the Service, its servers or any system or network connected to it;',
          'copy, scrape, harvest or collect content or personal data from the Service by automated means;',
          'interfere with the proper working of the Service, or place an unreasonable load on its infrastructure;',
          `impersonate ${COMPANY_NAME}, its employees or its companies, or misrepresent any affiliation with them.`,
        ],
      },
      {
        kind: 'paragraph',
        text: 'Letters of intent, offers of employment or requests for payment that claim to come from the Company but are not confirmed through its official channels are not authorised by the Company. Please verify any such communication through the Contact Us page before acting on it.',
      },
    ],
  },
  {
    id: 'third-party-content',
    heading: 'Third-Party Content',
    blocks: [
      {
        kind: 'paragraph',
        text: 'The Service may display, include or make available content provided by third parties, such as news articles, videos, social media posts and materials from partners. The Company does not control, endorse or take responsibility for third-party content, including its accuracy, legality, copyright compliance or decency.',
      },
      {
        kind: 'paragraph',
        text: 'Your dealings with third parties found through the Service are solely between You and the third party. Their own terms and privacy policies apply to them.',
      },
    ],
  },
  {
    id: 'proprietary-materials',
    heading: 'Proprietary Materials',
    blocks: [
      {
        kind: 'paragraph',
        text: `The Service and its original content, features and functionality, including text, photographs, graphics, logos, trademarks and the arrangement of these, are and will remain the exclusive property of ${COMPANY_NAME} and its licensors. They are protected by the copyright, trademark and other laws of India and of other countries.`,
      },
      {
        kind: 'paragraph',
        text: 'You may view and print pages of the Website for Your personal, non-commercial use. You may not reproduce, distribute, modify, publicly display or create derivative works from any part of the Service, or use our trademarks in connection with any product or service, without the prior written consent of the Company.',
      },
    ],
  },
  {
    id: 'links-to-other-websites',
    heading: 'Links to Other Websites',
    blocks: [
      {
        kind: 'paragraph',
        text: 'The Service may contain links to websites or services that are not owned or controlled by the Company, including the websites of news publishers and social media platforms.',
      },
      {
        kind: 'paragraph',
        text: 'The Company has no control over, and assumes no responsibility for, the content, privacy policies or practices of any third-party websites or services. You acknowledge and agree that the Company shall not be responsible or liable, directly or indirectly, for any damage or loss caused or alleged to be caused by or in connection with the use of or reliance on any such content, goods or services available on or through any such websites or services. We strongly advise You to read the terms and conditions and privacy policies of any third-party websites or services that You visit.',
      },
    ],
  },
  {
    id: 'termination',
    heading: 'Termination',
    blocks: [
      {
        kind: 'paragraph',
        text: 'We may suspend or end Your access to the Service immediately, without prior notice or liability, for any reason whatsoever, including without limitation if You breach these Terms.',
      },
      {
        kind: 'paragraph',
        text: 'Upon termination, Your right to use the Service will cease immediately. Provisions of these Terms that by their nature should survive termination, including those on proprietary materials, limits of liability, indemnities and governing law, shall survive.',
      },
    ],
  },
];
