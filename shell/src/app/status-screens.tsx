import { useEffect } from 'react';
import { HttpStatus } from '@group/shared/data';
import { paths } from '@group/shared/routes';
import { isRouteErrorResponse, Link, useLocation, useNavigate, useRouteError } from 'react-router-dom';
import { LiveMark } from './live-mark';
import styles from './status-screen.module.css';

// The screens a route shows instead of a page: not found, and the error screen of a page that failed.

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

const describe = (error: unknown): string => {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.message;
  return typeof error === 'string' ? error : '';
};

/**
 * What a page's route shows instead of the page: not-found for a path outside SPEC §2, and
 * otherwise SPEC §8's fallback screen for a page that throws, whose "Try again" navigates to the same address, clearing the error and
 * rendering the page afresh.
 */
export function RouteErrorScreen() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return <UnexpectedError error={error} />;
}

function UnexpectedError({ error }: { error: unknown }) {
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  useEffect(() => {
    console.error(error);
  }, [error]);
  const message = describe(error);
  return (
    <section className={styles.screen} role="alert" aria-labelledby="route-error-heading">
      <h1 id="route-error-heading" className={styles.heading}>
        Unexpected Application Error!
      </h1>
      {message ? <p className={styles.text}>{message}</p> : null}
      <div className={styles.actions}>
        <button
          type="button"
          className={styles.action}
          onClick={() => navigate(`${pathname}${search}${hash}`, { replace: true })}
        >
          Try again
        </button>
        {/* A full load: whatever broke is not carried over. */}
        <a className={`${styles.action} ${styles.secondary}`} href={paths.home}>
          Go to the home page
        </a>
      </div>
      <LiveMark />
    </section>
  );
}
