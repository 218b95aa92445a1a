import type { PageMeta } from '@group/shared/contract';
import { useQuery } from '@group/shared/data';
import type { Query } from '@group/shared/data';
import { PageHead, pageMetaToHead } from '@group/shared/ui';

export type MetaPageHeadProps = {
  /** The page's /page-meta/{key} query (pageMetaQuery), also in the page's `queries`. */
  query: Query<PageMeta | undefined>;
  canonicalPath: string;
  /** Used until the page meta arrives, and when the backend has none. */
  fallbackTitle: string;
  fallbackDescription: string;
};

/** The page head from /page-meta/{key}, with a sensible title before (or without) it. */
export function MetaPageHead({ query, canonicalPath, fallbackTitle, fallbackDescription }: MetaPageHeadProps) {
  const { data: meta } = useQuery(query);
  const head = meta
    ? pageMetaToHead(meta, canonicalPath)
    : { title: fallbackTitle, description: fallbackDescription, canonicalPath };
  return <PageHead {...head} />;
}
