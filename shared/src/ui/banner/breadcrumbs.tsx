import { Link } from 'react-router-dom';
import { paths } from '../../routes';
import { useSiteUrls } from '../../runtime';
import { breadcrumbListJsonLd } from '../structured-data/breadcrumb-list';
import { JsonLd } from '../structured-data/json-ld';
import styles from './breadcrumbs.module.css';

export type BreadcrumbsProps = {
  /** The section label, e.g. "About" or "Business Ventures". */
  label: string;
  /** Where the section label leads; without it the label is shown disabled. */
  to?: string;
  /** The current page, after the section label. */
  current?: string;
  /** Light text on the banner image (default), or dark on a plain background. */
  tone?: 'light' | 'dark';
  className?: string;
};

const HOME = 'Home';

/**
 * SPEC §2: Home, then the section label (linked or disabled), then an optional current page. The
 * same trail goes to crawlers as a BreadcrumbList (breadcrumbListJsonLd says which steps it leaves
 * out), beside the navigation rather than in it, so that it is no part of the navigation's text.
 */
export function Breadcrumbs({ label, to, current, tone = 'light', className }: BreadcrumbsProps) {
  // Without a second label, the section label is the page the visitor is on.
  const sectionIsCurrent = !current && !to;
  const { siteUrl } = useSiteUrls();
  const trail = breadcrumbListJsonLd([
    { name: HOME, url: siteUrl(paths.home) },
    { name: label, url: to ? siteUrl(to) : undefined },
    ...(current ? [{ name: current }] : []),
  ]);
  return (
    <>
      <nav aria-label="Breadcrumb" className={[styles.breadcrumbs, styles[tone], className].filter(Boolean).join(' ')}>
        <ol className={styles.list}>
          <li className={styles.item}>
            <Link to={paths.home} className={styles.link}>
              {HOME}
            </Link>
          </li>
          <li className={styles.item}>
            {to ? (
              <Link to={to} className={styles.link}>
                {label}
              </Link>
            ) : (
              <span className={styles.disabled} aria-disabled="true" aria-current={sectionIsCurrent ? 'page' : undefined}>
                {label}
              </span>
            )}
          </li>
          {current ? (
            <li className={styles.item}>
              <span className={styles.current} aria-current="page">
                {current}
              </span>
            </li>
          ) : null}
        </ol>
      </nav>
      <JsonLd data={trail} />
    </>
  );
}
