import type { PageMeta } from '../../contract';
import type { PageHeadProps } from './page-head';

/** Maps a /page-meta/{key} answer to PageHead's props for the page at `canonicalPath`. */
export function pageMetaToHead(meta: PageMeta, canonicalPath: string): PageHeadProps {
  return {
    title: meta.meta_title,
    description: meta.meta_description,
    canonicalPath,
    ogTitle: meta.og_title,
    ogDescription: meta.og_description,
    ogImage: meta.og_image?.url,
  };
}
