import type { ReactNode } from 'react';
import { Skeleton } from '@group/shared/ui';
import { useGlobalSettings } from '../hooks/use-global-settings';
import { MailIcon, PhoneIcon, PinIcon } from './contact-icons';
import styles from './get-in-touch.module.css';

/** Digits (and a leading +) only: spaces or dashes in a tel: address confuse some dialers. */
export const telHref = (phone: string) => `tel:${phone.replace(/(?!^\+)[^\d]/g, '')}`;

export const CONTACT_DETAILS_UNAVAILABLE =
  'Our contact details could not be loaded right now. Please use the form, or try again later.';

function DetailItem({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <div className={styles.item}>
      <span className={styles.icon}>{icon}</span>
      {children}
    </div>
  );
}

/**
 * SPEC §2 Contact Us: the address with a map link, the email and the phone, from global settings.
 * A detail the settings leave empty is left out.
 */
export function GetInTouch() {
  const state = useGlobalSettings();
  const email = state.globals?.email.trim() ?? '';
  const phone = state.globals?.phone_number.trim() ?? '';
  return (
    <section className={styles.block} aria-labelledby="get-in-touch-heading">
      <h2 id="get-in-touch-heading" className={styles.heading}>
        GET IN TOUCH
      </h2>
      {state.status === 'loading' ? (
        <div className={styles.placeholder}>
          <Skeleton shape="text" />
          <Skeleton shape="text" width="70%" />
          <Skeleton shape="text" width="50%" />
        </div>
      ) : state.status === 'missing' ? (
        <p className={styles.unavailable}>{CONTACT_DETAILS_UNAVAILABLE}</p>
      ) : (
        <address className={styles.details}>
          {state.globals.address || state.globals.google_maps_url ? (
            <DetailItem icon={<PinIcon />}>
              <div>
                {state.globals.address ? <p className={styles.address}>{state.globals.address}</p> : null}
                {state.globals.google_maps_url ? (
                  <a className={styles.directions} href={state.globals.google_maps_url} target="_blank" rel="noopener noreferrer">
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
      )}
    </section>
  );
}
