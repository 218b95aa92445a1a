import { firstMediaUrl } from '@group/shared/records';
import type { NewsItem } from '@group/shared/contract';
import { useSiteRuntime } from '@group/shared/runtime';
import { NewsContentSection } from '@group/shared/ui';
import { escapeHtml, plainNewsMarkup } from './news-markup';
import styles from './news-article.module.css';

export type NewsArticleProps = { item: NewsItem };

/**
 * SPEC §2, news detail: the category in upper case on the left, the title on the right, the inner
 * page image (else the card image), the description and an optional "Read More" (innerLink).
 */
export function NewsArticle({ item }: NewsArticleProps) {
  const { urls, sanitizeHtml } = useSiteRuntime();
  const image = firstMediaUrl(item.inner_page_image, item.image);
  return (
    <article className={styles.article}>
      <NewsContentSection
        leftHeading={escapeHtml(item.category.name.toUpperCase())}
        rightHeading={escapeHtml(item.title)}
        img={urls.imageUrl(image)}
        alt={item.alt_tag ?? item.title}
        desc={plainNewsMarkup(item.description, sanitizeHtml)}
        newsInnerCtaLink={item.innerLink?.trim() || undefined}
      />
    </article>
  );
}
