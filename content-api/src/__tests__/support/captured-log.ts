export { captureLog } from '@group/jest-config/captured-log.cjs';
export type { CapturedLog, LogLine } from '@group/jest-config/captured-log.cjs';
