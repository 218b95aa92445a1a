import { HttpStatus } from '@group/shared/data';
import { paths } from '@group/shared/routes';
import { ErrorState, PageHead } from '@group/shared/ui';
import styles from './venture-unavailable.module.css';

export type VentureUnavailableProps = { slug: string; onRetry: () => void };

export const VENTURE_UNAVAILABLE = 'Business venture unavailable';
export const VENTURE_LOAD_FAILED = 'The business venture could not be loaded.';

/**
 * A venture that could not be read (the API down or failing): not "not found", since it may well
 * exist. The server answers 503 with Retry-After, so crawlers come back instead of dropping the
 * page; the visitor can try again.
 */
export function VentureUnavailable({ slug, onRetry }: VentureUnavailableProps) {
  return (
    <>
      <HttpStatus code={503} />
      <PageHead title={VENTURE_UNAVAILABLE} description={VENTURE_LOAD_FAILED} canonicalPath={paths.businessVenture(slug)} />
      <ErrorState className={styles.unavailable} message={VENTURE_LOAD_FAILED} onRetry={onRetry} />
    </>
  );
}
