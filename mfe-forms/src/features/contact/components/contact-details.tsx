import type { ReactNode } from 'react';
import type { GlobalSettings } from '@group/shared/contract';
import { MailIcon, PhoneIcon, PinIcon } from './contact-icons';
import styles from './get-in-touch.module.css';

/** Digits (and a leading +) only: spaces or dashes in a tel: address confuse some dialers. */
export const telHref = (phone: string) => `tel:${phone.replace(/(?!^\+)[^\d]/g, '')}`;

function DetailItem({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <div className={styles.item}>
      <span className={styles.icon}>{icon}</span>
      {children}
    </div>
  );
}

export type ContactDetailsProps = { globals: GlobalSettings };

/**
 * SPEC §2 Contact Us: the address with a map link, the email and the phone, from global settings.
 * A detail the settings leave empty is left out.
 */
export function ContactDetails({ globals }: ContactDetailsProps) {
  const email = globals.email.trim();
  const phone = globals.phone_number.trim();
  return (
    <address className={styles.details}>
      {globals.address || globals.google_maps_url ? (
        <DetailItem icon={<PinIcon />}>
          <div>
            {globals.address ? <p className={styles.address}>{globals.address}</p> : null}
            {globals.google_maps_url ? (
              <a className={styles.directions} href={globals.google_maps_url} target="_blank" rel="noopener noreferrer">
                Get Directions
              </a>
            ) : null}
          </div>
        </DetailItem>
      ) : null}
      {email ? (
        <DetailItem icon={<MailIcon />}>
          <a className={styles.link} href={`mailto:${email}`}>
            {email}
          </a>
        </DetailItem>
      ) : null}
      {phone ? (
        <DetailItem icon={<PhoneIcon />}>
          <a className={styles.link} href={telHref(phone)}>
            {phone}
          </a>
        </DetailItem>
      ) : null}
    </address>
  );
}
