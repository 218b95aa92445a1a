import type { PageMeta } from '@group/shared/contract';
import { useQuery } from '@group/shared/data';
import type { Query } from '@group/shared/data';
import { paths } from '@group/shared/routes';
import { PageHead, pageMetaToHead } from '@group/shared/ui';
import type { Venture } from '../api/get-venture';

export type VentureHeadProps = {
  /** The page's meta query: the `meta` of its queries, which the server loaded for the page. */
  query: Query<PageMeta | undefined>;
  venture: Pick<Venture, 'title' | 'slug' | 'featured_title'>;
};

/**
 * The head from /page-meta/{venture title}. Until it arrives, or when the backend has none, the
 * venture's own names stand in, so the title and canonical link are right from the first paint.
 */
export function VentureHead({ query, venture }: VentureHeadProps) {
  const { data: meta } = useQuery(query);
  const canonicalPath = paths.businessVenture(venture.slug);
  if (meta) return <PageHead {...pageMetaToHead(meta, canonicalPath)} />;
  return (
    <PageHead
      title={venture.title}
      description={venture.featured_title ?? venture.title}
      canonicalPath={canonicalPath}
    />
  );
}
