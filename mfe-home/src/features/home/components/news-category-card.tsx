import { Link } from 'react-router-dom';
import type { NewsCategory } from '@group/shared/contract';
import { useSiteUrls } from '@group/shared/runtime';
import { paths } from '@group/shared/routes';
import { ArrowIcon, ResponsiveImage } from '@group/shared/ui';
import styles from './news-centre-section.module.css';

export type NewsCategoryCardProps = { category: NewsCategory };

/** A news category, linking to the news centre opened on that category (its id as the hash). */
export function NewsCategoryCard({ category }: NewsCategoryCardProps) {
  const { imageUrl } = useSiteUrls();
  return (
    <Link to={paths.newsCategory(category._id)} className={styles.card}>
      <span className={styles.media}>
        {category.thumbnail ? (
          <ResponsiveImage
            sizes="(max-width: 600px) 100vw, (max-width: 991px) 50vw, 400px"
            maxWidth={768}
            className={styles.image}
            src={imageUrl(category.thumbnail.url)}
            alt={category.thumbnail.name ?? ''}
            width={800}
            height={500}
            loading="lazy"
            decoding="async"
          />
        ) : null}
      </span>
      <span className={styles.body}>
        <span className={styles.name}>{category.name}</span>
        {category.description ? <span className={styles.text}>{category.description}</span> : null}
        <ArrowIcon variant="dark" className={styles.arrow} />
      </span>
    </Link>
  );
}
