import type { PageMeta } from '@group/shared/contract';
import { paths } from '@group/shared/routes';
import { useRuntimeConfig } from '@group/shared/runtime';
import { PageHead, pageMetaToHead } from '@group/shared/ui';

export type HomeHeadProps = { meta: PageMeta | undefined };

const FALLBACK_DESCRIPTION =
  'A diversified business group in sports, hospitality, healthcare, infrastructure, renewable energy, information technology and media.';

/** The head from /page-meta/home; until it arrives, or if it fails, the site's own name and summary. */
export function HomeHead({ meta }: HomeHeadProps) {
  const { siteName } = useRuntimeConfig();
  const head = meta
    ? pageMetaToHead(meta, paths.home)
    : { title: siteName, description: FALLBACK_DESCRIPTION, canonicalPath: paths.home };
  return <PageHead {...head} />;
}
