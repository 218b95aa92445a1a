import { useQuery } from '@group/shared/data';
import { paths } from '@group/shared/routes';
import { PageHead, pageMetaToHead } from '@group/shared/ui';
import type { Venture } from '../api/get-venture';
import { ventureMetaQuery } from '../api/venture-queries';

export type VentureHeadProps = {
  /** The page's slug, which names the meta query the server loaded for this page. */
  slug: string;
  venture: Pick<Venture, 'title' | 'slug' | 'featured_title'>;
};

/**
 * The head from /page-meta/{venture title}. Until it arrives, or when the backend has none, the
 * venture's own names stand in, so the title and canonical link are right from the first paint.
 */
export function VentureHead({ slug, venture }: VentureHeadProps) {
  const { data: meta } = useQuery(ventureMetaQuery(slug));
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
