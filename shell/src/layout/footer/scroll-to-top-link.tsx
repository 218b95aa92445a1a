import type { MouseEvent } from 'react';
import styles from './site-footer.module.css';

/**
 * SPEC §2's scroll-to-top arrow. A link to the top of the document (`#top` names it in HTML), so
 * the browser takes the visitor there with or without script; once the page's script runs it
 * scrolls there smoothly, unless the visitor asked for reduced motion, and leaves the address as
 * it is.
 */
export function ScrollToTopLink() {
  const scrollToTop = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduceMotion ? 'auto' : 'smooth' });
  };
  return (
    <a href="#top" className={styles.toTop} aria-label="Scroll to top" onClick={scrollToTop}>
      <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          d="M12 19V5m-6 6 6-6 6 6"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </a>
  );
}
