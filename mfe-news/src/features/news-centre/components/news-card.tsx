import type { NewsItem } from '@group/shared/contract';
import { useSiteUrls } from '@group/shared/runtime';
import { ArrowIcon, ResponsiveImage } from '@group/shared/ui';
import { formatNewsDate } from './format-news-date';
import { NewsCardAction, isActionable } from './news-card-action';
import styles from './news-card.module.css';

/** The demo images are 800 by 500: the card reserves that shape before its image arrives. */
const IMAGE_WIDTH = 800;
const IMAGE_HEIGHT = 500;

export type NewsCardProps = {
  item: NewsItem;
  /** The list's category decides the date format. */
  categoryName: string;
  /** Cards in the first row are near the top of the page: their images load at once. */
  eager?: boolean;
  onPlayVideo: (item: NewsItem) => void;
};

/** One news item in the list: image, date, title and, when it leads somewhere, the arrow. */
export function NewsCard({ item, categoryName, eager = false, onPlayVideo }: NewsCardProps) {
  const { imageUrl } = useSiteUrls();
  const actionable = isActionable(item);
  const date = formatNewsDate(item.createdAt, categoryName);
  return (
    <article className={[styles.card, actionable ? styles.actionable : ''].filter(Boolean).join(' ')}>
      <div className={styles.media}>
        <ResponsiveImage
          sizes="(max-width: 600px) 100vw, (max-width: 992px) 50vw, 413px"
          maxWidth={768}
          className={styles.image}
          src={imageUrl(item.image?.url)}
          alt={item.alt_tag ?? ''}
          width={IMAGE_WIDTH}
          height={IMAGE_HEIGHT}
          loading={eager ? 'eager' : 'lazy'}
          // Even the first row's come after the banner, the page's largest image.
          fetchPriority="low"
          decoding="async"
        />
      </div>
      <div className={styles.body}>
        {date ? (
          <time className={styles.date} dateTime={item.createdAt}>
            {date}
          </time>
        ) : null}
        <h3 className={styles.title}>
          <NewsCardAction item={item} onPlayVideo={onPlayVideo}>
            {item.title}
          </NewsCardAction>
        </h3>
        {actionable ? <ArrowIcon variant="dark" className={styles.arrow} /> : null}
      </div>
    </article>
  );
}
