import { presentText, presentTexts, withoutAbsent } from './present-values';
import { SCHEMA_ORG } from './schema-types';
import type { ContactPoint, OrganizationJsonLd } from './schema-types';

export type OrganizationInput = {
  name: string;
  /** The site's home page. */
  url: string;
  /** Absolute address of the logo image. */
  logo?: string;
  /** Absolute addresses of the organization's profiles elsewhere (social media). */
  sameAs?: readonly string[];
  email?: string;
  telephone?: string;
};

/** The global settings' email and phone are where visitors reach the group. */
const CONTACT_TYPE = 'customer service';

const contactPointOf = (email: string | undefined, telephone: string | undefined): ContactPoint | undefined =>
  email || telephone ? withoutAbsent<ContactPoint>({ '@type': 'ContactPoint', contactType: CONTACT_TYPE, email, telephone }) : undefined;

/** The organization behind the site. What is missing is left out, never stated empty. */
export function organizationJsonLd({ name, url, logo, sameAs = [], email, telephone }: OrganizationInput): OrganizationJsonLd {
  const profiles = presentTexts(sameAs);
  return withoutAbsent<OrganizationJsonLd>({
    '@context': SCHEMA_ORG,
    '@type': 'Organization',
    name,
    url,
    logo: presentText(logo),
    sameAs: profiles.length > 0 ? profiles : undefined,
    contactPoint: contactPointOf(presentText(email), presentText(telephone)),
  });
}
