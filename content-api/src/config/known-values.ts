/** Google's public test secret: every token verifies, so a fresh checkout works end to end. */
export const GOOGLE_TEST_SECRET = '6LeIxAcTAAAAAGG-vFI1TnRWxMZNFuojJ4WifJWe';
export const GOOGLE_VERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';

const localSitePorts = [3000, 3001, 3002, 3003, 3004, 3005];
/** The site's development servers: right on one machine, wrong anywhere else. */
export const defaultCorsOrigins = [
  ...localSitePorts.map((port) => `http://localhost:${port}`),
  ...localSitePorts.map((port) => `http://127.0.0.1:${port}`),
];

/** A bearer token shorter than this is guessable; `openssl rand -hex 32` gives 64 characters. */
export const MIN_EXPORT_TOKEN_LENGTH = 32;

/**
 * Export tokens written in this repository (browser tests, the crash drill, unit tests): anyone
 * can read them, so a production server refuses them.
 */
export const PUBLISHED_EXPORT_TOKENS: readonly string[] = [
  'e2e-leads-export-token-for-the-browser-tests',
  'crash-drill-export-token-not-for-production',
  'export-token-for-tests-of-content-api-routes',
];

/** GET /metrics needs a token as hard to guess as the export's. */
export const MIN_METRICS_TOKEN_LENGTH = 32;

/** Metrics tokens written in this repository (tests): anyone can read them, so a production server refuses them. */
export const PUBLISHED_METRICS_TOKENS: readonly string[] = ['metrics-token-for-tests-of-content-api-observability'];
