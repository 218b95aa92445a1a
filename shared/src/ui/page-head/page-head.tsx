import { useSiteRuntime } from '../../runtime';

type Canonical =
  /** A path of this site; made absolute with the site runtime's address. */
  | { canonicalPath: string; canonicalUrl?: never }
  /** Already absolute. */
  | { canonicalUrl: string; canonicalPath?: never };

export type PageHeadProps = Canonical & {
  title: string;
  description: string;
  ogTitle?: string;
  ogDescription?: string;
  /** Relative to the image base address, or absolute. */
  ogImage?: string;
  /** SPEC's "index, follow" unless a page must stay out of search results (a not-found state). */
  robots?: 'index, follow' | 'noindex, follow';
};

/**
 * SPEC §1's page-head data. React 19 moves <title>, <meta> and <link> rendered here into the
 * document head, and takes them out again when the page unmounts. Render one per page.
 */
export function PageHead({
  title,
  description,
  canonicalPath,
  canonicalUrl,
  ogTitle,
  ogDescription,
  ogImage,
  robots = 'index, follow',
}: PageHeadProps) {
  const { config, urls } = useSiteRuntime();
  const url = canonicalUrl ?? urls.siteUrl(canonicalPath ?? '/');
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={url} />
      <meta property="og:locale" content="en_US" />
      <meta property="og:site_name" content={config.siteName} />
      <meta property="og:title" content={ogTitle || title} />
      <meta property="og:url" content={url} />
      <meta property="og:type" content="website" />
      <meta property="og:description" content={ogDescription || description} />
      <meta property="og:image" content={urls.imageUrl(ogImage)} />
      <meta name="robots" content={robots} />
    </>
  );
}
