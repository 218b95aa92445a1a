import { useQuery } from '@group/shared/data';
import { Skeleton } from '@group/shared/ui';
import { globalSettingsQuery } from '../api/global-settings-query';
import { ContactDetails } from './contact-details';
import styles from './get-in-touch.module.css';

export const CONTACT_DETAILS_UNAVAILABLE =
  'Our contact details could not be loaded right now. Please use the form, or try again later.';

/**
 * The contact details when the shell's store has no global settings (this remote on its own, or
 * the shell's load still running or failed): loaded here, after mount.
 */
export function LoadedContactDetails() {
  const { status, data } = useQuery(globalSettingsQuery);
  if (status === 'loading') {
    return (
      <div className={styles.placeholder}>
        <Skeleton shape="text" />
        <Skeleton shape="text" width="70%" />
        <Skeleton shape="text" width="50%" />
      </div>
    );
  }
  return data ? <ContactDetails globals={data} /> : <p className={styles.unavailable}>{CONTACT_DETAILS_UNAVAILABLE}</p>;
}
