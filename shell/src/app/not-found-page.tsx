import { Link } from 'react-router-dom';
import { HttpStatus } from '@group/shared/data';
import { paths } from '@group/shared/routes';
import { LiveMark } from './live-mark';
import styles from './status-screen.module.css';

/** Any path outside SPEC §2, inside the layout. */
export function NotFoundPage() {
  return (
    <section className={styles.screen} aria-labelledby="not-found-heading">
      <title>Page not found</title>
      <meta name="robots" content="noindex" />
      <HttpStatus code={404} />
      <h1 id="not-found-heading" className={styles.heading}>
        Page not found
      </h1>
      <p className={styles.text}>The page you are looking for does not exist or has moved.</p>
      <div className={styles.actions}>
        <Link className={styles.action} to={paths.home}>
          Go to the home page
        </Link>
      </div>
      <LiveMark />
    </section>
  );
}
