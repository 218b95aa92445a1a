import { GOOGLE_TEST_SECRET, PUBLISHED_EXPORT_TOKENS, loadConfig } from '../config';
import { problemsOf } from './support/config-problems';

/** What a public deployment sets. */
const production: NodeJS.ProcessEnv = {
  NODE_ENV: 'production',
  RECAPTCHA_SECRET: '6Lc_site-own-secret-0000000000000000000000',
  CORS_ORIGINS: 'https://www.group.example,https://careers.group.example',
  PUBLIC_URL: 'https://api.group.example',
  LEADS_EXPORT_TOKEN: '9d2f61c0a7b84e3f95c1d8a2b6e07f43c1a59e2d',
};

describe('NODE_ENV=production', () => {
  it('starts with the settings of a public deployment, draining 5 s before a stop', () => {
    const config = loadConfig(production);
    expect(config).toMatchObject({ production: true, captchaMode: 'verify', publicUrl: 'https://api.group.example', stopDrainMs: 5000 });
  });

  it('names every setting a bare production environment lacks', () => {
    expect(problemsOf({ NODE_ENV: 'production' })).toEqual([
      "RECAPTCHA_SECRET must be set when NODE_ENV=production (without it, Google's public test secret would pass every captcha)",
      'CORS_ORIGINS must be set when NODE_ENV=production (the default allows only sites on localhost)',
      'PUBLIC_URL must be set when NODE_ENV=production (the address browsers reach the API at)',
    ]);
  });

  it.each([
    [{ RECAPTCHA_SECRET: GOOGLE_TEST_SECRET }, "RECAPTCHA_SECRET is Google's public test secret, which passes every captcha: set the site's own secret when NODE_ENV=production"],
    [{ CAPTCHA_MODE: 'test' }, 'CAPTCHA_MODE must be "verify" when NODE_ENV=production, got "test" (the test mode accepts a fixed, public token)'],
    [
      { CORS_ORIGINS: 'https://www.group.example,http://localhost:3000' },
      'CORS_ORIGINS must name the public sites when NODE_ENV=production, got the local origin(s) "http://localhost:3000"',
    ],
    [
      { CORS_ORIGINS: 'http://127.0.0.1:3000,http://[::1]:3000' },
      'CORS_ORIGINS must name the public sites when NODE_ENV=production, got the local origin(s) "http://127.0.0.1:3000", "http://[::1]:3000"',
    ],
    [{ PUBLIC_URL: 'http://localhost:4000' }, 'PUBLIC_URL must be the API\'s public address when NODE_ENV=production, got "http://localhost:4000"'],
    [{ PUBLIC_URL: 'http://127.0.0.1:4000' }, 'PUBLIC_URL must be the API\'s public address when NODE_ENV=production, got "http://127.0.0.1:4000"'],
    [
      { LEADS_EXPORT_TOKEN: 'ab'.repeat(20) },
      'LEADS_EXPORT_TOKEN must be random (e.g. the output of openssl rand -hex 32) when NODE_ENV=production, got one made of 2 different characters',
    ],
  ])('refuses %p', (change, message) => {
    expect(problemsOf({ ...production, ...change })).toEqual([message]);
  });

  it.each(PUBLISHED_EXPORT_TOKENS)('refuses the export token %s, written in this repository', (token) => {
    expect(problemsOf({ ...production, LEADS_EXPORT_TOKEN: token })).toEqual([
      'LEADS_EXPORT_TOKEN is a token published in this repository (tests and demos): set a random one (e.g. the output of openssl rand -hex 32) when NODE_ENV=production',
    ]);
    // Development and the test stacks may use them.
    expect(loadConfig({ LEADS_EXPORT_TOKEN: token }).leadsExportToken).toBe(token);
  });

  it('gives one message per variable: a value the schema refused is not judged again', () => {
    expect(problemsOf({ ...production, CORS_ORIGINS: 'http://localhost:3000,not-an-origin', PORT: 'x' })).toEqual([
      'PORT must be a whole number from 0 to 65535, got "x"',
      'CORS_ORIGINS must be a comma list of http(s) origins like https://www.example.com (no path), got "not-an-origin"',
    ]);
  });

  it('asks a Redis on another machine for TLS and a password, and takes a local one as it is', () => {
    expect(problemsOf({ ...production, REDIS_URL: 'redis://:hunter2@cache.internal:6379' })).toEqual([
      'REDIS_URL must use TLS (rediss://) to reach another machine when NODE_ENV=production, got redis://cache.internal:6379',
    ]);
    expect(problemsOf({ ...production, REDIS_URL: 'rediss://cache.internal:6380' })).toEqual([
      'REDIS_URL must carry a password (rediss://:password@cache.internal:6380) to reach another machine when NODE_ENV=production',
    ]);
    expect(loadConfig({ ...production, REDIS_URL: 'rediss://:hunter2@cache.internal:6380' }).redisUrl).toBe('rediss://:hunter2@cache.internal:6380');
    expect(loadConfig({ ...production, REDIS_URL: 'redis://127.0.0.1:6379' }).redisUrl).toBe('redis://127.0.0.1:6379');
  });

  it('refuses a REDIS_URL that is no Redis URL, without repeating its password', () => {
    expect(problemsOf({ REDIS_URL: 'http://:hunter2@cache.internal' })).toEqual([
      'REDIS_URL must be a redis:// or rediss:// URL like rediss://:password@cache:6380, got "http://:****@cache.internal/"',
    ]);
  });

  it('allows an export server to run without the export route', () => {
    const { LEADS_EXPORT_TOKEN: _token, ...withoutToken } = production;
    expect(loadConfig(withoutToken).leadsExportToken).toBeUndefined();
  });
});
