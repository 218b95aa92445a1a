import { ORGANIZATION_LOGO_PATH, paths } from '@group/shared/routes';
import { useSiteRuntime, useSiteStore } from '@group/shared/runtime';
import { JsonLd, organizationJsonLd } from '@group/shared/ui';
import { orderedSocialLinks } from '../layout/footer/social-platforms';

/**
 * The group as an Organization, on every page, from the global settings; without them (not
 * loaded, or failed) it still names the site. Its profiles are the ones the footer shows:
 * structured data states what the page shows. The logo is the file the shell's server publishes
 * for it (the header draws its own inline).
 */
export function OrganizationStructuredData() {
  const { config, urls } = useSiteRuntime();
  const globals = useSiteStore((state) => state.globals);
  const organization = organizationJsonLd({
    name: config.siteName,
    url: urls.siteUrl(paths.home),
    logo: urls.siteUrl(ORGANIZATION_LOGO_PATH),
    sameAs: orderedSocialLinks(globals?.social_media_links ?? []).map((link) => link.href),
    email: globals?.email,
    telephone: globals?.phone_number,
  });
  return <JsonLd data={organization} />;
}
