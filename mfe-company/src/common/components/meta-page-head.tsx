import type { PageMeta } from '@group/shared/contract';
import { useQuery } from '@group/shared/data';
import type { Query } from '@group/shared/data';
import { useRuntimeConfig } from '@group/shared/runtime';
import { PageHead, sectionPageHead } from '@group/shared/ui';

export type MetaPageHeadProps = {
  /** The page's /page-meta/{key} query: the `meta` of the page's queries. */
  query: Query<PageMeta | undefined>;
  canonicalPath: string;
  /** The page's name: its title is "<name> | <site>" until the page meta arrives, and without it. */
  name: string;
  fallbackDescription: string;
};

/** The page head from /page-meta/{key}, with a sensible title before (or without) it. */
export function MetaPageHead({ query, canonicalPath, name, fallbackDescription }: MetaPageHeadProps) {
  const { siteName } = useRuntimeConfig();
  const { data: meta } = useQuery(query);
  return <PageHead {...sectionPageHead({ meta, canonicalPath, name, description: fallbackDescription, siteName })} />;
}
