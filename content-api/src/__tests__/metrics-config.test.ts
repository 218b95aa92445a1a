import { PUBLISHED_METRICS_TOKENS, effectiveSettings, loadConfig } from '../config';
import { problemsOf } from './support/config-problems';

const RANDOM_TOKEN = '5be1c07d9a24f6e83d10b7c2a9f4e6d1';

/** What a public deployment sets. */
const production: NodeJS.ProcessEnv = {
  NODE_ENV: 'production',
  RECAPTCHA_SECRET: '6Lc_site-own-secret-0000000000000000000000',
  CORS_ORIGINS: 'https://www.group.example',
  PUBLIC_URL: 'https://api.group.example',
};

describe('METRICS_TOKEN', () => {
  it('is off when unset, and shown masked when set', () => {
    expect(loadConfig({}).metricsToken).toBeUndefined();
    expect(effectiveSettings(loadConfig({}), {})).toContain('METRICS_TOKEN=(not set: GET /metrics does not exist)  # default');
    const env = { METRICS_TOKEN: RANDOM_TOKEN };
    const lines = effectiveSettings(loadConfig(env), env);
    expect(lines).toContain('METRICS_TOKEN=**** (32 characters)');
    expect(lines.join('\n')).not.toContain(RANDOM_TOKEN);
    expect(loadConfig({ ...production, METRICS_TOKEN: RANDOM_TOKEN }).metricsToken).toBe(RANDOM_TOKEN);
  });

  it('refuses a token shorter than 32 characters, without repeating it', () => {
    const problems = problemsOf({ METRICS_TOKEN: 'short-metrics-token' });
    expect(problems).toEqual(['METRICS_TOKEN must be at least 32 characters long (e.g. the output of openssl rand -hex 32), got 19']);
  });

  it('refuses the export token, which would let whoever scrapes the metrics read the leads', () => {
    expect(problemsOf({ METRICS_TOKEN: RANDOM_TOKEN, LEADS_EXPORT_TOKEN: RANDOM_TOKEN })).toEqual([
      'METRICS_TOKEN must differ from LEADS_EXPORT_TOKEN (whoever scrapes the metrics must not be able to read the leads)',
    ]);
  });

  it('in production, refuses a token published in this repository or one that is not random', () => {
    expect(problemsOf({ ...production, METRICS_TOKEN: PUBLISHED_METRICS_TOKENS[0] })).toEqual([
      'METRICS_TOKEN is a token published in this repository (tests and demos): set a random one (e.g. the output of openssl rand -hex 32) when NODE_ENV=production',
    ]);
    expect(problemsOf({ ...production, METRICS_TOKEN: 'ab'.repeat(20) })).toEqual([
      'METRICS_TOKEN must be random (e.g. the output of openssl rand -hex 32) when NODE_ENV=production, got one made of 2 different characters',
    ]);
    // Outside production the published token is fine: the tests use it.
    expect(loadConfig({ METRICS_TOKEN: PUBLISHED_METRICS_TOKENS[0] }).metricsToken).toBe(PUBLISHED_METRICS_TOKENS[0]);
  });
});
