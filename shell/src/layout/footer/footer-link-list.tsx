import { Link } from 'react-router-dom';
import type { FooterLink } from './footer-links';
import styles from './site-footer.module.css';

export type FooterLinkListProps = { links: readonly FooterLink[] };

export function FooterLinkList({ links }: FooterLinkListProps) {
  return (
    <ul className={styles.links}>
      {links.map((link) => (
        <li key={`${link.to}|${link.label}`} className={link.narrowOnly ? styles.narrowOnly : undefined}>
          <Link to={link.to} className={styles.link}>
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
