import type { AutoplayControl } from './use-autoplay-control';
import styles from './carousel.module.css';

export type PlayPauseButtonProps = {
  /** The carousel's accessible name: the button is "Pause {label}" or "Play {label}". */
  label: string;
  control: AutoplayControl;
  /** In the row of arrows; otherwise in the carousel's bottom-right corner. */
  inRow?: boolean;
};

/** Stops and restarts a carousel that moves on its own (WCAG 2.2.2, Pause, Stop, Hide). */
export function PlayPauseButton({ label, control, inRow = false }: PlayPauseButtonProps) {
  return (
    <button
      type="button"
      className={inRow ? styles.playPause : `${styles.playPause} ${styles.corner}`}
      aria-pressed={control.paused}
      aria-label={control.paused ? `Play ${label}` : `Pause ${label}`}
      onClick={control.toggle}
    >
      <span aria-hidden="true">{control.paused ? '►' : '❚❚'}</span>
    </button>
  );
}
