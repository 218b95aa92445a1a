import { useApi } from '@group/shared/api';
import type { PageMetaKey } from '@group/shared/contract';
import { PageHead, pageMetaToHead } from '@group/shared/ui';
import { getPageMeta } from '../api/get-page-meta';

export type MetaPageHeadProps = {
  metaKey: PageMetaKey;
  canonicalPath: string;
  /** Used until the page meta arrives, and when the backend has none. */
  fallbackTitle: string;
  fallbackDescription: string;
};

/** The page head from /page-meta/{key}, with a sensible title before (or without) it. */
export function MetaPageHead({ metaKey, canonicalPath, fallbackTitle, fallbackDescription }: MetaPageHeadProps) {
  const { data: meta } = useApi((signal) => getPageMeta(metaKey, signal), [metaKey]);
  const head = meta
    ? pageMetaToHead(meta, canonicalPath)
    : { title: fallbackTitle, description: fallbackDescription, canonicalPath };
  return <PageHead {...head} />;
}
