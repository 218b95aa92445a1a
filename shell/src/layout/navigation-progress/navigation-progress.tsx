import styles from './navigation-progress.module.css';

/**
 * Shown while a navigation inside the site waits (for the next page's remote: the page being left
 * stays on screen meanwhile): a thin bar along the top of the window says that something is
 * coming. It appears only after a moment (CSS), so a quick navigation shows none; assistive
 * technology hears of it through the main region's busy state (SiteLayout).
 */
export function NavigationProgress() {
  return <div className={styles.progress} aria-hidden="true" />;
}
