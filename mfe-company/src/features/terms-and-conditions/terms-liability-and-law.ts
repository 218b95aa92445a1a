import type { LegalSection } from '../../common/components/legal-document/legal-document-types';
import { COMPANY_NAME } from '../../common/components/legal-document/legal-constants';

/** Liability, disclaimers and the law that governs the Terms. */
export const termsLiabilityAndLaw: readonly LegalSection[] = [
  {
    id: 'limits-of-liability',
    heading: 'Limits of Liability',
    blocks: [
      {
        kind: 'paragraph',
        text: 'The Service is provided free of charge. Notwithstanding any damages that You might incur, the entire liability of the Company and any of its suppliers under any provision of these Terms, and Your exclusive remedy for all of the foregoing, shall be limited to the fullest extent permitted by applicable law.',
      },
      {
        kind: 'paragraph',
        text: 'To the maximum extent permitted by applicable law, in no event shall the Company or its suppliers be liable for any special, incidental, indirect or consequential damages whatsoever (including, but not limited to, damages for loss of profits, loss of data or other information, business interruption, personal injury or loss of privacy) arising out of or in any way related to the use of or inability to use the Service, third-party software or hardware used with the Service, or otherwise in connection with any provision of these Terms, even if the Company or any supplier has been advised of the possibility of such damages.',
      },
      {
        kind: 'paragraph',
        text: 'Some jurisdictions do not allow the exclusion of implied warranties or the limitation of liability for incidental or consequential damages, so some of the above limitations may not apply to You. In these jurisdictions each party’s liability will be limited to the greatest extent permitted by law.',
      },
    ],
  },
  {
    id: 'as-is-disclaimer',
    heading: '“AS IS” and “AS AVAILABLE” Disclaimer',
    blocks: [
      {
        kind: 'paragraph',
        text: 'The Service is provided to You “AS IS” and “AS AVAILABLE”, with all faults and defects and without warranty of any kind. To the maximum extent permitted under applicable law, the Company, on its own behalf and on behalf of its Affiliates and its and their licensors and service providers, expressly disclaims all warranties, whether express, implied, statutory or otherwise, including all implied warranties of merchantability, fitness for a particular purpose, title and non-infringement.',
      },
      {
        kind: 'paragraph',
        text: 'Without limiting the foregoing, the Company makes no warranty or undertaking that the Service will meet Your requirements, be uninterrupted, timely, secure or error-free, or that the information on it, including figures, awards, project details and news, is complete, accurate or current. Content on the Website is provided for general information about the group and is not an offer of securities, investment advice or an offer of employment.',
      },
    ],
  },
  {
    id: 'governing-law',
    heading: 'Governing Law',
    blocks: [
      {
        kind: 'paragraph',
        text: 'The laws of India, excluding its conflict of law rules, shall govern these Terms and Your use of the Service. The courts of Mumbai, Maharashtra shall have exclusive jurisdiction over any dispute arising out of or relating to these Terms or the Service. Your use of the Service may also be subject to other local, state, national or international laws.',
      },
      {
        kind: 'paragraph',
        text: 'If You have any concern or dispute about the Service, You agree to first try to resolve it informally by contacting the Company.',
      },
    ],
  },
  {
    id: 'european-union-users',
    heading: 'For European Union (EU) Users',
    blocks: [
      {
        kind: 'paragraph',
        text: 'If You are a European Union consumer, You will benefit from any mandatory provisions of the law of the country in which You are resident.',
      },
    ],
  },
  {
    id: 'united-states-legal-compliance',
    heading: 'United States Legal Compliance',
    blocks: [
      {
        kind: 'paragraph',
        text: 'You represent and warrant that (i) You are not located in a country that is subject to a United States government embargo, or that has been designated by the United States government as a “terrorist supporting” country, and (ii) You are not listed on any United States government list of prohibited or restricted parties.',
      },
    ],
  },
  {
    id: 'severability-and-waiver',
    heading: 'Severability and Waiver',
    blocks: [
      { kind: 'subheading', text: 'Severability' },
      {
        kind: 'paragraph',
        text: 'If any provision of these Terms is held to be unenforceable or invalid, that provision will be changed and interpreted to accomplish its objectives to the greatest extent possible under applicable law, and the remaining provisions will continue in full force and effect.',
      },
      { kind: 'subheading', text: 'Waiver' },
      {
        kind: 'paragraph',
        text: 'Except as provided herein, the failure to exercise a right or to require performance of an obligation under these Terms shall not affect a party’s ability to exercise that right or require that performance at any time thereafter, nor shall the waiver of a breach constitute a waiver of any subsequent breach.',
      },
    ],
  },
  {
    id: 'assignment',
    heading: 'Assignment',
    blocks: [
      {
        kind: 'paragraph',
        text: `You may not assign or transfer these Terms, or any of Your rights or obligations under them, without the prior written consent of the Company. ${COMPANY_NAME} may assign or transfer these Terms, in whole or in part, to any of its Affiliates or to a successor in interest, without restriction and without notice to You.`,
      },
    ],
  },
  {
    id: 'translation-interpretation',
    heading: 'Translation Interpretation',
    blocks: [
      {
        kind: 'paragraph',
        text: 'These Terms may have been translated if We have made them available to You in another language. You agree that the original English text shall prevail in the case of a dispute.',
      },
    ],
  },
];
