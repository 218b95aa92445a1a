import type { LegalSection } from '../../common/components/legal-document/legal-document-types';

/** What is collected: personal data, usage data, social logins, cookies. */
export const privacyCollection: LegalSection = {
  id: 'collecting-your-personal-data',
  heading: 'Collecting and Using Your Personal Data',
  blocks: [
    { kind: 'subheading', text: 'Types of Data Collected' },
    { kind: 'subheading', text: 'Personal Data' },
    {
      kind: 'paragraph',
      text: 'While using Our Service, in particular when You send an enquiry or apply for a job, We may ask You to provide Us with certain personally identifiable information that can be used to contact or identify You. This may include, but is not limited to:',
    },
    { kind: 'list', items: ['Email address', 'First name and last name', 'Phone number', 'Usage Data'] },
    {
      kind: 'paragraph',
      text: 'A career application may also include the documents You choose to send, such as Your resume and cover letter, and details of Your current designation and salary expectations.',
    },
    { kind: 'subheading', text: 'Usage Data' },
    {
      kind: 'paragraph',
      text: 'Usage Data is collected automatically when using the Service. It may include information such as Your Device’s Internet Protocol address (IP address), browser type and version, the pages of our Service that You visit, the time and date of Your visit, the time spent on those pages, unique device identifiers and other diagnostic data.',
    },
    {
      kind: 'paragraph',
      text: 'When You access the Service by or through a mobile device, We may collect certain information automatically, including the type of mobile device You use, its operating system, the type of mobile browser You use and other diagnostic data.',
    },
    { kind: 'subheading', text: 'Information from Third-Party Social Media Services' },
    {
      kind: 'paragraph',
      text: 'The Company allows You to create an account and log in to use the Service through the following Third-Party Social Media Services:',
    },
    { kind: 'list', items: ['Google', 'Facebook', 'Instagram', 'Twitter (X)', 'LinkedIn'] },
    {
      kind: 'paragraph',
      text: 'If You decide to register through or otherwise grant Us access to a Third-Party Social Media Service, We may collect Personal Data that is already associated with that account, such as Your name, Your email address, Your activities or Your contact list. You may also share additional information with the Company through Your Third-Party Social Media Service account. If You choose to provide such information, You give the Company permission to use, share and store it in a manner consistent with this Privacy Policy.',
    },
    { kind: 'subheading', text: 'Tracking Technologies and Cookies' },
    {
      kind: 'paragraph',
      text: 'We use Cookies and similar tracking technologies to track activity on Our Service and to store certain information. Cookies can be “Persistent” or “Session” Cookies: Persistent Cookies remain on Your Device when You go offline, while Session Cookies are deleted as soon as You close Your web browser. We use both for the purposes set out below:',
    },
    {
      kind: 'definitions',
      items: [
        {
          term: 'Necessary / Essential Cookies (Session Cookies, administered by Us)',
          text: 'These Cookies are essential to provide You with the services available through the Website and to enable You to use some of its features, such as submitting a form securely. They help to authenticate users and prevent fraudulent use. Without them, the services You have asked for cannot be provided.',
        },
        {
          term: 'Cookies Policy / Notice Acceptance Cookies (Persistent Cookies, administered by Us)',
          text: 'These Cookies identify whether users have accepted the use of cookies on the Website.',
        },
        {
          term: 'Functionality Cookies (Persistent Cookies, administered by Us)',
          text: 'These Cookies allow Us to remember choices You make when You use the Website, such as Your preferences. Their purpose is to provide You with a more personal experience and to avoid You having to re-enter Your preferences every time You use the Website.',
        },
      ],
    },
    {
      kind: 'paragraph',
      text: 'You can instruct Your browser to refuse all Cookies or to indicate when a Cookie is being sent. If You do not accept Cookies, You may not be able to use some parts of our Service.',
    },
  ],
};
