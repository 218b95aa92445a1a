import styles from './home-loader.module.css';

export type HomeLoaderProps = {
  /** What assistive technology announces. */
  label?: string;
};

/**
 * The home page's full-page loader. The kit's PageLoader is opaque; this one is a translucent
 * veil layered ABOVE the page, not a replacement for it. The banner is the page's largest paint:
 * its markup (and so its image request) goes into the document as soon as the banner data is
 * in, and the visitor sees it through the veil. An opaque loader, or one rendered instead of the
 * page, would either hide that paint or hold the image request back until every other load and
 * the extra 300 ms were over.
 */
export function HomeLoader({ label = 'Loading page' }: HomeLoaderProps) {
  return (
    <div className={styles.loader} role="status" aria-live="polite" aria-label={label}>
      <span className={styles.spinner} aria-hidden="true" />
    </div>
  );
}
