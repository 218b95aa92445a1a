import { useEarlyClick } from '../early-click/use-early-click';
import type { AutoplayControl } from './use-autoplay-control';
import styles from './carousel.module.css';

export type PlayPauseButtonProps = {
  /** The carousel's accessible name: the button is "Pause {label}" or "Play {label}". */
  label: string;
  control: AutoplayControl;
  /** In the row of arrows; otherwise in the carousel's bottom-right corner. */
  inRow?: boolean;
};

function PlayPauseIcon({ paused }: { paused: boolean }) {
  return (
    <svg width="12" height="14" viewBox="0 0 12 14" fill="currentColor" aria-hidden="true" focusable="false">
      {paused ? <path d="M1 1l10 6-10 6z" /> : <path d="M1 1h3.5v12H1zM7.5 1H11v12H7.5z" />}
    </svg>
  );
}

/**
 * Stops and restarts a carousel that moves on its own (WCAG 2.2.2, Pause, Stop, Hide). A press
 * before the page is live is kept, and takes effect as soon as the button is hydrated.
 */
export function PlayPauseButton({ label, control, inRow = false }: PlayPauseButtonProps) {
  const click = useEarlyClick(`carousel-play-pause:${label}`, control.toggle);
  return (
    <button
      type="button"
      className={inRow ? styles.playPause : `${styles.playPause} ${styles.corner}`}
      aria-pressed={control.paused}
      aria-label={control.paused ? `Play ${label}` : `Pause ${label}`}
      {...click}
    >
      <PlayPauseIcon paused={control.paused} />
    </button>
  );
}
