import { useSiteStore } from '@group/shared/runtime';
import { ContactDetails } from './contact-details';
import { LoadedContactDetails } from './loaded-contact-details';
import styles from './get-in-touch.module.css';

/**
 * SPEC §2 Contact Us: "GET IN TOUCH" with the details from the global settings. The shell puts them
 * into its runtime's store (on the server into each request's own), so the page is sent with them; when the
 * store has none they are loaded here, and the store wins as soon as it has them.
 */
export function GetInTouch() {
  const globals = useSiteStore((state) => state.globals);
  return (
    <section className={styles.block} aria-labelledby="get-in-touch-heading">
      <h2 id="get-in-touch-heading" className={styles.heading}>
        GET IN TOUCH
      </h2>
      {globals ? <ContactDetails globals={globals} /> : <LoadedContactDetails />}
    </section>
  );
}
