import type { GlobalSettings } from '@group/shared/contract';
import styles from './site-footer.module.css';

export type FooterContactProps = { globals: GlobalSettings | null };

/** Digits (and a leading +) only: spaces or dashes in a tel: address confuse some dialers. */
const telHref = (phone: string) => `tel:${phone.replace(/(?!^\+)[^\d]/g, '')}`;

/**
 * EMAIL ID and PHONE NO. from the global settings. While those are loading, or if they failed,
 * the headings stay (the footer keeps its shape) and the values are simply absent.
 */
export function FooterContact({ globals }: FooterContactProps) {
  const email = globals?.email.trim();
  const phone = globals?.phone_number.trim();
  return (
    <>
      <div className={styles.contactItem}>
        <h2 className={styles.heading}>EMAIL ID</h2>
        {email ? (
          <a href={`mailto:${email}`} className={styles.link}>
            {email}
          </a>
        ) : null}
      </div>
      <div className={styles.contactItem}>
        <h2 className={styles.heading}>PHONE NO.</h2>
        {phone ? (
          <a href={telHref(phone)} className={styles.link}>
            {phone}
          </a>
        ) : null}
      </div>
    </>
  );
}
