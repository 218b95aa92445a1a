import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { NewsItem } from '@group/shared/contract';
import { paths } from '@group/shared/routes';
import { useEarlyClick } from '@group/shared/ui';
import { externalHref } from './external-href';
import styles from './news-card.module.css';

export type NewsCardActionProps = {
  item: NewsItem;
  onPlayVideo: (item: NewsItem) => void;
  children: ReactNode;
};

/** Whether a card does anything when chosen (SPEC §2: by its link_type). */
export function isActionable(item: NewsItem): boolean {
  if (item.link_type === 'external-link') return externalHref(item.cta) !== undefined;
  return item.link_type !== 'none';
}

/** A video card's button: a click made before the page is live plays the video once it is. */
function PlayVideoButton({ item, onPlayVideo, children }: NewsCardActionProps) {
  const click = useEarlyClick(`news-video:${item._id}`, () => onPlayVideo(item));
  return (
    <button type="button" className={styles.action} aria-haspopup="dialog" {...click}>
      {children}
    </button>
  );
}

/**
 * The card's title as what the card does: a link to the item's page, a button that plays its
 * video, a link opening the cta in a new tab, or plain text. Its area is stretched over the
 * whole card, so the card can be chosen anywhere.
 */
export function NewsCardAction({ item, onPlayVideo, children }: NewsCardActionProps) {
  switch (item.link_type) {
    case 'inner-page-link':
      return (
        <Link className={styles.action} to={paths.newsDetail(item.slug)}>
          {children}
        </Link>
      );
    case 'video':
      return (
        <PlayVideoButton item={item} onPlayVideo={onPlayVideo}>
          {children}
        </PlayVideoButton>
      );
    case 'external-link': {
      const href = externalHref(item.cta);
      if (!href) return <span>{children}</span>;
      return (
        <a className={styles.action} href={href} target="_blank" rel="noopener noreferrer">
          {children}
        </a>
      );
    }
    default:
      return <span>{children}</span>;
  }
}
