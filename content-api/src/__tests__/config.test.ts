import path from 'node:path';
import { ConfigError, GOOGLE_TEST_SECRET, GOOGLE_VERIFY_URL, loadConfig } from '../config';
import { problemsOf } from './support/config-problems';
import { packageRoot } from '../package-root';

const LONG_TOKEN = 'f3a9c1d27b4e8a06c5d2e9f1b7a3c4d8';

describe('configuration from the environment', () => {
  it('runs out of the box on a fresh checkout', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      production: false,
      port: 4000,
      host: '0.0.0.0',
      dataDir: path.join(packageRoot, '.data'),
      databaseUrl: undefined,
      recaptchaSecret: GOOGLE_TEST_SECRET,
      recaptchaVerifyUrl: GOOGLE_VERIFY_URL,
      captchaMode: 'verify',
      publicUrl: 'http://localhost:4000',
      contentDir: path.join(packageRoot, 'demo', 'content'),
      imageCacheDir: path.join(packageRoot, '.data', 'image-cache'),
      postRateLimit: 10,
      trustProxy: false,
      logLevel: 'info',
      leadsExportToken: undefined,
      requestTimeoutMs: 120_000,
      headersTimeoutMs: 20_000,
      keepAliveTimeoutMs: 72_000,
      stopDrainMs: 0,
    });
    expect(config.recaptchaSecret).toBe('6LeIxAcTAAAAAGG-vFI1TnRWxMZNFuojJ4WifJWe');
    expect(config.corsOrigins).toContain('http://localhost:3000');
    expect(config.corsOrigins).toContain('http://127.0.0.1:3005');
    expect(config.corsOrigins).toHaveLength(12);
  });

  it('reads every setting', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '127.0.0.1',
      DATA_DIR: 'var/content',
      INIT_CWD: '/srv/site',
      DATABASE_URL: 'postgres://db/site',
      CORS_ORIGINS: ' https://group.example/ , https://careers.group.example ',
      CAPTCHA_MODE: 'test',
      PUBLIC_URL: 'https://api.group.example/',
      TRUST_PROXY: '10.0.0.1, 10.1.0.0/16',
      LOG_LEVEL: 'warn',
      LEADS_EXPORT_TOKEN: LONG_TOKEN,
      REQUEST_TIMEOUT_MS: '45000',
      HEADERS_TIMEOUT_MS: '5000',
      KEEP_ALIVE_TIMEOUT_MS: '61000',
      STOP_DRAIN_MS: '3000',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      dataDir: '/srv/site/var/content',
      databaseUrl: 'postgres://db/site',
      corsOrigins: ['https://group.example', 'https://careers.group.example'],
      captchaMode: 'test',
      publicUrl: 'https://api.group.example',
      trustProxy: '10.0.0.1,10.1.0.0/16',
      logLevel: 'warn',
      leadsExportToken: LONG_TOKEN,
      requestTimeoutMs: 45_000,
      headersTimeoutMs: 5_000,
      keepAliveTimeoutMs: 61_000,
      stopDrainMs: 3_000,
    });
  });

  it('takes an empty variable for an unset one, as an `X=` line of a .env file means', () => {
    const config = loadConfig({ DATABASE_URL: '', PORT: ' ', LEADS_EXPORT_TOKEN: '', CORS_ORIGINS: '' });
    expect(config).toMatchObject({ databaseUrl: undefined, port: 4000, leadsExportToken: undefined });
    expect(config.corsOrigins).toHaveLength(12);
  });

  it('keeps image variants under DATA_DIR unless IMAGE_CACHE_DIR says otherwise', () => {
    expect(loadConfig({ DATA_DIR: '/var/lib/content-api' }).imageCacheDir).toBe('/var/lib/content-api/image-cache');
    expect(loadConfig({ DATA_DIR: '/var/lib/content-api', IMAGE_CACHE_DIR: 'cache/variants', INIT_CWD: '/srv/site' }).imageCacheDir).toBe(
      '/srv/site/cache/variants',
    );
  });

  it('shortens the headers time-out to a shorter request time-out, and refuses a longer one set on purpose', () => {
    expect(loadConfig({ REQUEST_TIMEOUT_MS: '1000' }).headersTimeoutMs).toBe(1000);
    expect(problemsOf({ REQUEST_TIMEOUT_MS: '1000', HEADERS_TIMEOUT_MS: '5000' })).toEqual([
      'HEADERS_TIMEOUT_MS must not be longer than REQUEST_TIMEOUT_MS (1000), got "5000"',
    ]);
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT must be a whole number from 0 to 65535, got "eighty"'],
    [{ PORT: '70000' }, 'PORT must be a whole number from 0 to 65535, got "70000"'],
    [{ CAPTCHA_MODE: 'off' }, 'CAPTCHA_MODE must be "verify" or "test", got "off"'],
    [{ POST_RATE_LIMIT: '0' }, 'POST_RATE_LIMIT must be a whole number from 1 to 100000, got "0"'],
    [{ PUBLIC_URL: 'api.group.example' }, 'PUBLIC_URL must be an absolute http:// or https:// URL like https://api.example.com, got "api.group.example"'],
    [{ RECAPTCHA_VERIFY_URL: 'ftp://verify.example' }, 'RECAPTCHA_VERIFY_URL must be an absolute http:// or https:// URL like https://api.example.com, got "ftp://verify.example"'],
    [
      { CORS_ORIGINS: 'https://group.example, www.group.example, https://group.example/careers' },
      'CORS_ORIGINS must be a comma list of http(s) origins like https://www.example.com (no path), got "www.group.example", "https://group.example/careers"',
    ],
    [{ LOG_LEVEL: 'verbose' }, 'LOG_LEVEL must be one of "fatal", "error", "warn", "info", "debug", "trace", "silent", got "verbose"'],
    [
      { TRUST_PROXY: 'proxy.internal' },
      'TRUST_PROXY must be true, false, or a comma list of proxy addresses or ranges (127.0.0.1, 10.0.0.0/8, loopback), got "proxy.internal"',
    ],
    [{ REQUEST_TIMEOUT_MS: '30s' }, 'REQUEST_TIMEOUT_MS must be a whole number from 100 to 3600000, got "30s"'],
    [{ KEEP_ALIVE_TIMEOUT_MS: '-1' }, 'KEEP_ALIVE_TIMEOUT_MS must be a whole number from 100 to 3600000, got "-1"'],
    [{ STOP_DRAIN_MS: '1e3' }, 'STOP_DRAIN_MS must be a whole number from 0 to 600000, got "1e3"'],
  ])('refuses %p with one message naming the variable, the value and what is expected', (env, message) => {
    expect(problemsOf(env)).toEqual([message]);
  });

  it('names a wrong database URL without repeating its password', () => {
    const [problem] = problemsOf({ DATABASE_URL: 'mysql://site:hunter2@db.internal/site' });
    expect(problem).toBe(
      'DATABASE_URL must be a postgres:// or postgresql:// URL like postgres://user:password@db:5432/site, got "mysql://site:****@db.internal/site"',
    );
  });

  it('lists every wrong setting at once, one line each', () => {
    const env = { PORT: 'abc', CAPTCHA_MODE: 'off', PUBLIC_URL: 'nowhere', LOG_LEVEL: 'loud' };
    expect(() => loadConfig(env)).toThrow(ConfigError);
    const problems = problemsOf(env);
    expect(problems.map((problem) => problem.split(' ')[0])).toEqual(['PORT', 'PUBLIC_URL', 'CAPTCHA_MODE', 'LOG_LEVEL']);
  });

  it('refuses a short export token everywhere, without repeating it', () => {
    const problems = problemsOf({ LEADS_EXPORT_TOKEN: 'x' });
    expect(problems).toEqual(['LEADS_EXPORT_TOKEN must be at least 32 characters long (e.g. the output of openssl rand -hex 32), got 1']);
    expect(problemsOf({ LEADS_EXPORT_TOKEN: 'a-31-character-token-0123456789' })).toHaveLength(1);
    expect(loadConfig({ LEADS_EXPORT_TOKEN: LONG_TOKEN }).leadsExportToken).toBe(LONG_TOKEN);
  });
});
