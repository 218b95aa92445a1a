export { ConfigError, loadConfig, resolveFromInvocation } from './load-config';
export type { CaptchaMode, Config } from './load-config';
export { configVariables } from './environment-schema';
export type { ConfigVariable, VariableName } from './environment-schema';
export {
  GOOGLE_TEST_SECRET,
  GOOGLE_VERIFY_URL,
  MIN_EXPORT_TOKEN_LENGTH,
  MIN_METRICS_TOKEN_LENGTH,
  PUBLISHED_EXPORT_TOKENS,
  PUBLISHED_METRICS_TOKENS,
  defaultCorsOrigins,
} from './known-values';
export { effectiveSettings } from './effective-settings';
