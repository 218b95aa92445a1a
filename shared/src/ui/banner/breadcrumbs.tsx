import { Link } from 'react-router-dom';
import { paths } from '../../routes';
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

/** SPEC §2: Home, then the section label (linked or disabled), then an optional current page. */
export function Breadcrumbs({ label, to, current, tone = 'light', className }: BreadcrumbsProps) {
  // Without a second label, the section label is the page the visitor is on.
  const sectionIsCurrent = !current && !to;
  return (
    <nav aria-label="Breadcrumb" className={[styles.breadcrumbs, styles[tone], className].filter(Boolean).join(' ')}>
      <ol className={styles.list}>
        <li className={styles.item}>
          <Link to={paths.home} className={styles.link}>
            Home
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
  );
}
