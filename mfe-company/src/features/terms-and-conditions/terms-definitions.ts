import type { LegalSection } from '../../common/components/legal-document/legal-document-types';
import { COMPANY_LOCATION, COMPANY_NAME } from '../../common/components/legal-document/legal-constants';

/** The first section of the Terms: how its words are to be read. */
export const termsInterpretationAndDefinitions: LegalSection = {
  id: 'interpretation-and-definitions',
  heading: 'Interpretation and Definitions',
  blocks: [
    { kind: 'subheading', text: 'Interpretation' },
    {
      kind: 'paragraph',
      text: 'Words with an initial capital letter have the meanings defined below. These definitions have the same meaning whether they appear in the singular or in the plural.',
    },
    { kind: 'subheading', text: 'Definitions' },
    { kind: 'paragraph', text: 'For the purposes of these Terms and Conditions:' },
    {
      kind: 'definitions',
      items: [
        {
          term: 'Affiliate',
          text: 'means an entity that controls, is controlled by or is under common control with a party, where “control” means ownership of 50% or more of the shares, equity interest or other securities entitled to vote for the election of directors or other managing authority.',
        },
        { term: 'Country', text: 'refers to India.' },
        {
          term: 'Company',
          text: `(referred to as “the Company”, “We”, “Us” or “Our” in these Terms) refers to ${COMPANY_NAME}, ${COMPANY_LOCATION}, together with its group companies that publish content on the Website.`,
        },
        {
          term: 'Device',
          text: 'means any device that can access the Service, such as a computer, a mobile phone or a tablet.',
        },
        { term: 'Service', text: 'refers to the Website and everything made available through it.' },
        {
          term: 'Terms and Conditions',
          text: '(also “Terms”) means these Terms and Conditions, which form the entire agreement between You and the Company regarding the use of the Service.',
        },
        {
          term: 'Third-party Social Media Service',
          text: 'means any services or content (including data, information, products or services) provided by a third party that may be displayed, included or made available by the Service.',
        },
        {
          term: 'Website',
          text: `refers to the corporate website of ${COMPANY_NAME} on which these Terms are published.`,
        },
        {
          term: 'You',
          text: 'means the individual accessing or using the Service, or the company or other legal entity on whose behalf that individual is accessing or using the Service, as applicable.',
        },
      ],
    },
  ],
};
