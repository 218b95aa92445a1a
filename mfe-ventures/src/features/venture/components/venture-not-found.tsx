import { Link } from 'react-router-dom';
import { HttpStatus } from '@group/shared/data';
import { paths } from '@group/shared/routes';
import { PageHead } from '@group/shared/ui';
import styles from './venture-not-found.module.css';

export type VentureNotFoundProps = { slug: string };

export const VENTURE_NOT_FOUND = 'Business venture not found';

/**
 * An unknown (or switched-off) slug: say so plainly and offer the way home. The server answers
 * it with 404 and the head keeps it out of search results. A venture that could not be read does
 * not end here (VentureUnavailable): it may well exist.
 */
export function VentureNotFound({ slug }: VentureNotFoundProps) {
  return (
    <section className={styles.notFound} aria-labelledby="venture-not-found-heading">
      <HttpStatus code={404} />
      <PageHead
        title={VENTURE_NOT_FOUND}
        description="The business venture you are looking for could not be found."
        canonicalPath={paths.businessVenture(slug)}
        robots="noindex, follow"
      />
      <h1 id="venture-not-found-heading" className={styles.heading}>
        {VENTURE_NOT_FOUND}
      </h1>
      <p className={styles.text}>The business venture you are looking for could not be found.</p>
      <Link to={paths.home} className={styles.link}>
        Back to home
      </Link>
    </section>
  );
}
