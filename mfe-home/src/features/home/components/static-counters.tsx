import styles from './stats-strip.module.css';

/** SPEC §2's static counters: always shown, whatever the stats load brings. */
export const STATIC_COUNTERS = [
  { number: '06', label: 'Sectors Present' },
  { number: '1M', label: 'Impacting Lives' },
  { number: '25', label: 'Solar Projects Delivered' },
  { number: '06', label: 'Cricket Clubs Owned' },
] as const;

/** The group at a glance: a fixed row of the four static counters above the scrolling strip. */
export function StaticCounters() {
  return (
    <ul className={styles.staticRow} aria-label="At a glance">
      {STATIC_COUNTERS.map((counter) => (
        <li key={counter.label} className={styles.staticItem}>
          <span className={styles.staticNumber}>{counter.number}+</span>
          <span className={styles.staticLabel}>{counter.label}</span>
        </li>
      ))}
    </ul>
  );
}
