import { Link } from 'react-router-dom';
import { paths } from '@group/shared/routes';
import styles from './site-footer.module.css';

/** The studio credited for building the site (SPEC §2: "a credit to the site builder"). */
export const SITE_BUILDER = 'Northlight Studio';

/** Legal links, copyright with the current year, and the builder credit. */
export function FooterBottom() {
  const year = new Date().getFullYear();
  return (
    <div className={styles.bottom}>
      <ul className={styles.legal} aria-label="Legal">
        <li>
          <Link to={paths.privacyPolicy} className={styles.link}>
            Privacy Policy
          </Link>
        </li>
        <li>
          <Link to={paths.termsAndConditions} className={styles.link}>
            Terms &amp; Conditions
          </Link>
        </li>
      </ul>
      <p className={styles.copyright}>© {year} Meridian Group. All rights reserved.</p>
      <p className={styles.credit}>Designed &amp; developed by {SITE_BUILDER}</p>
    </div>
  );
}
