import styles from './site-footer.module.css';

/** Scrolls the page back to the top, smoothly unless the visitor asked for reduced motion. */
export function ScrollToTopButton() {
  const scrollToTop = () => {
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduceMotion ? 'auto' : 'smooth' });
  };
  return (
    <button type="button" className={styles.toTop} aria-label="Scroll to top" onClick={scrollToTop}>
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
    </button>
  );
}
