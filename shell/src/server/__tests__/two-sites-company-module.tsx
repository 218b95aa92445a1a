import { useQuery } from '@group/shared/data';
import type { RemoteRoutesModule } from '@group/shared/federation';
import { useRuntimeConfig } from '@group/shared/runtime';
import { PageHead, pageMetaQuery, pageMetaToHead, SafeHtml } from '@group/shared/ui';

const ourCompanyMeta = pageMetaQuery('company', 'our_company');

/** A company page as a remote's would be: its head and content from its site's backend, through the site's runtime. */
function OurCompanyPage() {
  const { siteName } = useRuntimeConfig();
  const { data: meta } = useQuery(ourCompanyMeta);
  if (!meta) return <h1>{siteName}</h1>;
  return (
    <>
      <PageHead {...pageMetaToHead(meta, '/our-company')} />
      <h1>{meta.meta_title}</h1>
      <SafeHtml html={meta.meta_description} />
    </>
  );
}


/** The company remote's routes module for the renderer's tests: one page, and what it reads. */
export const companyModule = {
  routes: { ourCompany: { Component: OurCompanyPage, queries: () => [ourCompanyMeta] } },
  release: 'test',
} as unknown as RemoteRoutesModule<'company'>;
