import type { LegalSection } from '../../common/components/legal-document/legal-document-types';
import { COMPANY_NAME } from '../../common/components/legal-document/legal-constants';

/** How the data is used, kept, moved, shared and protected. */
export const privacyUseAndSharing: readonly LegalSection[] = [
  {
    id: 'use-of-your-personal-data',
    heading: 'Use of Your Personal Data',
    blocks: [
      { kind: 'paragraph', text: 'The Company may use Personal Data for the following purposes:' },
      {
        kind: 'list',
        items: [
          [{ kind: 'strong', text: 'To provide and maintain our Service' }, ', including to monitor its usage.'],
          [
            { kind: 'strong', text: 'To respond to Your enquiries' },
            ': to contact You by email, telephone or other equivalent forms of communication about the enquiry You sent.',
          ],
          [
            { kind: 'strong', text: 'To consider Your job application' },
            ': to assess Your suitability for a role in the group, to contact You about it and, with Your consent, to keep Your application for future openings.',
          ],
          [
            { kind: 'strong', text: 'To manage Your Account' },
            ', where You register through a Third-Party Social Media Service.',
          ],
          [
            { kind: 'strong', text: 'To protect the Service' },
            ': to detect, prevent and address fraud, spam and technical issues.',
          ],
          [
            { kind: 'strong', text: 'For other purposes' },
            ', such as data analysis and identifying usage trends, to improve our Service and Your experience.',
          ],
        ],
      },
    ],
  },
  {
    id: 'retention-of-your-personal-data',
    heading: 'Retention of Your Personal Data',
    blocks: [
      {
        kind: 'paragraph',
        text: 'The Company will retain Your Personal Data only for as long as is necessary for the purposes set out in this Privacy Policy, and to the extent necessary to comply with Our legal obligations, resolve disputes and enforce Our agreements. Usage Data is generally retained for a shorter period, except when it is used to strengthen security or improve the functionality of Our Service, or when We are legally obliged to keep it longer.',
      },
    ],
  },
  {
    id: 'transfer-of-your-personal-data',
    heading: 'Transfer of Your Personal Data',
    blocks: [
      {
        kind: 'paragraph',
        text: 'Your information is processed at the Company’s offices in India and in any other places where the parties involved in the processing are located. This means it may be transferred to, and maintained on, computers located outside Your state, province or country, where data protection laws may differ. The Company will take all steps reasonably necessary to ensure that Your data is treated securely and in accordance with this Privacy Policy, and no transfer will take place unless adequate controls are in place.',
      },
    ],
  },
  {
    id: 'disclosure-of-your-personal-data',
    heading: 'Disclosure of Your Personal Data',
    blocks: [
      {
        kind: 'paragraph',
        text: `We do not sell Your Personal Data. We may share it with the companies of ${COMPANY_NAME} that You asked to hear from or apply to; with Service Providers who help Us run the Service, under contracts that require them to protect it; with a buyer or successor in the event of a merger, acquisition or sale of assets; and with law enforcement or public authorities where the law requires it, or where it is necessary to protect the rights, property or safety of the Company, Our users or the public.`,
      },
    ],
  },
  {
    id: 'security-of-your-personal-data',
    heading: 'Security of Your Personal Data',
    blocks: [
      {
        kind: 'paragraph',
        text: 'The security of Your Personal Data is important to Us, but no method of transmission over the Internet or method of electronic storage is 100% secure. While We strive to use commercially acceptable means to protect Your Personal Data, We cannot guarantee its absolute security.',
      },
    ],
  },
];
