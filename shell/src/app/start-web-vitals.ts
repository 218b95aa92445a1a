import { onCLS, onFCP, onINP, onLCP, onTTFB } from 'web-vitals';

const ignore = () => undefined;

/** SPEC §1: web-vitals reporting is started with no handler. */
export function startWebVitals(): void {
  onCLS(ignore);
  onFCP(ignore);
  onINP(ignore);
  onLCP(ignore);
  onTTFB(ignore);
}
