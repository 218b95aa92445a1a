import type { NewsItem } from '@group/shared/contract';
import type { SiteUrls } from '@group/shared/config';
import { ORGANIZATION_LOGO_PATH, paths } from '@group/shared/routes';
import { useSiteRuntime } from '@group/shared/runtime';
import { JsonLd, newsArticleJsonLd } from '@group/shared/ui';
import { markupToText } from './news-markup';

export type NewsArticleStructuredDataProps = { item: NewsItem; canonicalPath: string };

/** An image field's address, absolute even when the image base address is a path of the site. */
const absoluteImageUrl = ({ imageUrl, siteUrl }: SiteUrls, relative: string) => new URL(imageUrl(relative), siteUrl(paths.home)).href;

/**
 * The news item as a NewsArticle: its images in the order the page prefers them (the inner page
 * image first), its description as the same plain text as the page's description, and the group
 * as its publisher.
 */
export function NewsArticleStructuredData({ item, canonicalPath }: NewsArticleStructuredDataProps) {
  const { config, urls, sanitizeHtml } = useSiteRuntime();
  const article = newsArticleJsonLd({
    headline: item.title,
    description: markupToText(item.description, sanitizeHtml),
    images: [item.inner_page_image, item.image].flatMap((media) => (media ? [absoluteImageUrl(urls, media.url)] : [])),
    published: item.createdAt,
    url: urls.siteUrl(canonicalPath),
    publisher: { name: config.siteName, url: urls.siteUrl(paths.home), logo: urls.siteUrl(ORGANIZATION_LOGO_PATH) },
    section: item.category.name,
  });
  return <JsonLd data={article} />;
}
