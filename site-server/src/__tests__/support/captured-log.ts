export { captureLog } from '@group/jest-config/captured-log.cjs';
export type { CapturedLog, LogLine } from '@group/jest-config/captured-log.cjs';

/** pino's levels by number. */
export const LEVEL = { info: 30, warn: 40, error: 50 } as const;
