import { useEffect } from 'react';
import { paths } from '@group/shared/routes';
import { isRouteErrorResponse, useLocation, useNavigate, useRouteError } from 'react-router-dom';
import { LiveMark } from './live-mark';
import styles from './status-screen.module.css';

const describe = (error: unknown): string => {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.message;
  return typeof error === 'string' ? error : '';
};

/**
 * SPEC §8: the router's fallback screen. Shown inside the layout when a page throws; "Try again"
 * navigates to the same address, which clears the error and renders the page afresh.
 */
export function RouteErrorScreen() {
  const error = useRouteError();
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
