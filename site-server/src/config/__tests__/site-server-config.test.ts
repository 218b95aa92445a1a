import { defaultRuntimeConfig, RECAPTCHA_TEST_SITE_KEY, remoteDescriptors, remoteNames } from '@group/shared/config';
import type { Environment } from '@group/shared/config';
import { ConfigurationError, readSiteServerConfig } from '../read-site-server-config';
import { PUBLISHED_METRICS_TOKENS } from '../site-server-variables';

const options = { cores: 2, defaultShellDist: '/srv/shell/dist' };
const read = (env: Environment) => readSiteServerConfig(env, options);

/** The sentences a refused environment is reported with. */
function problemsOf(env: Environment): string[] {
  try {
    read(env);
  } catch (error) {
    if (error instanceof ConfigurationError) return error.problems;
    throw error;
  }
  throw new Error('the environment was accepted');
}

/** Every remote's manifest address, as a public deployment gives them. */
const remoteUrls = Object.fromEntries(remoteNames.map((name) => [remoteDescriptors[name].urlVariable, `https://${name}.meridian.example/mf-manifest.json`]));

/** What a public deployment sets. */
const production: Environment = {
  NODE_ENV: 'production',
  SITE_URL: 'https://www.meridian.example',
  API_BASE_URL: 'https://api.meridian.example',
  RECAPTCHA_SITE_KEY: '6LcSiteKeyOfTheMeridianGroup00000000000a',
  ...remoteUrls,
};

describe('site-server’s settings', () => {
  it('fall back to their defaults when nothing is set (or only blanks)', () => {
    for (const env of [{}, { PORT: ' ', SITE_URL: '', WEB_CONCURRENCY: '  ' }]) {
      expect(read(env)).toEqual({
        production: false,
        port: 3000,
        host: undefined,
        shellDist: '/srv/shell/dist',
        logLevel: 'info',
        metricsToken: undefined,
        workers: 2,
        site: { ...defaultRuntimeConfig, siteName: undefined },
        indexing: true,
        renderBudgetMs: undefined,
        pageCaching: { sharedSeconds: 10, staleSeconds: 60 },
        trustProxy: false,
        timeouts: { requestMs: 10_000, connectionMs: 30_000, keepAliveMs: 72_000 },
        drainDelayMs: 0,
        releases: { previewSecret: undefined, statusToken: undefined, minPages: 100, maxExtraErrorRate: 0.05, reportsPerMinute: 30, folders: {} },
      });
    }
  });

  it('are read from their variables', () => {
    const config = read({
      PORT: '8080',
      HOST: '127.0.0.1',
      SHELL_DIST: '/opt/shell',
      LOG_LEVEL: 'info',
      WEB_CONCURRENCY: '3',
      SITE_INDEXING: 'OFF',
      RENDER_BUDGET_MS: '750',
      PAGE_CACHE_SECONDS: '0',
      PAGE_STALE_SECONDS: '3600',
      TRUST_PROXY: '10.0.0.0/8, loopback',
      REQUEST_TIMEOUT_MS: '5000',
      CONNECTION_TIMEOUT_MS: '20000',
      KEEP_ALIVE_TIMEOUT_MS: '65000',
      STOP_DRAIN_MS: '3000',
      API_BASE_URL: 'https://api.meridian.example/',
      IMAGE_VARIANTS: 'off',
      REMOTE_NEWS_PORT: '4103',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      shellDist: '/opt/shell',
      logLevel: 'info',
      workers: 3,
      indexing: false,
      renderBudgetMs: 750,
      pageCaching: { sharedSeconds: 0, staleSeconds: 3600 },
      trustProxy: '10.0.0.0/8,loopback',
      timeouts: { requestMs: 5000, connectionMs: 20_000, keepAliveMs: 65_000 },
      drainDelayMs: 3000,
    });
    expect(config.site).toMatchObject({
      apiBaseUrl: 'https://api.meridian.example',
      imageBaseUrl: 'https://api.meridian.example/images',
      imageVariants: false,
      siteUrl: 'http://localhost:8080',
    });
    expect(config.site.remotes.news).toBe('http://localhost:4103/mf-manifest.json');
  });

  it.each([
    ['true', true],
    ['false', false],
    ['2', 2],
    ['203.0.113.7', '203.0.113.7'],
  ])('take TRUST_PROXY=%s', (value, trusted) => {
    expect(read({ TRUST_PROXY: value }).trustProxy).toBe(trusted);
  });
});

describe('a setting that cannot be used', () => {
  it('is an address without http:// or https://: refused, naming the variable, an example and the value', () => {
    expect(problemsOf({ API_BASE_URL: 'localhost:4000' })).toEqual([
      'API_BASE_URL must be an absolute http(s) URL such as http://localhost:4000, got "localhost:4000"',
    ]);
  });

  it.each([
    ['PORT', 'http', 'PORT must be a port number from 0 to 65535, got "http"'],
    ['PORT', '70000', 'PORT must be a port number from 0 to 65535, got "70000"'],
    ['HOST', 'local host', 'HOST must be an IP address or a host name such as 127.0.0.1, :: or localhost, got "local host"'],
    ['LOG_LEVEL', 'verbose', 'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, got "verbose"'],
    ['WEB_CONCURRENCY', '0', 'WEB_CONCURRENCY must be a whole number of processes from 1 to 256, got "0"'],
    ['WEB_CONCURRENCY', '1.5', 'WEB_CONCURRENCY must be a whole number of processes from 1 to 256, got "1.5"'],
    ['SITE_INDEXING', 'no', 'SITE_INDEXING must be on or off, got "no"'],
    ['IMAGE_VARIANTS', 'yes', 'IMAGE_VARIANTS must be on or off, got "yes"'],
    ['RENDER_BUDGET_MS', '-1', 'RENDER_BUDGET_MS must be a whole number of milliseconds from 0 to 60000, got "-1"'],
    ['REQUEST_TIMEOUT_MS', '10s', 'REQUEST_TIMEOUT_MS must be a whole number of milliseconds from 100 to 600000, got "10s"'],
    ['KEEP_ALIVE_TIMEOUT_MS', '0', 'KEEP_ALIVE_TIMEOUT_MS must be a whole number of milliseconds from 100 to 600000, got "0"'],
    ['TRUST_PROXY', 'yes', 'TRUST_PROXY must be true, false, a number of proxies, or a comma list of proxy addresses such as 10.0.0.1, 10.0.0.0/8, loopback, got "yes"'],
    ['SITE_URL', 'www.meridian.example', 'SITE_URL must be an absolute http(s) URL such as http://localhost:3000, got "www.meridian.example"'],
    ['IMAGE_BASE_URL', '/images', 'IMAGE_BASE_URL must be an absolute http(s) URL such as http://localhost:4000/images, got "/images"'],
    ['REMOTE_NEWS_URL', 'news:3003', 'REMOTE_NEWS_URL must be an absolute http(s) URL such as http://localhost:3003/mf-manifest.json, got "news:3003"'],
    ['REMOTE_HOME_PORT', '3001a', 'REMOTE_HOME_PORT must be a port number from 1 to 65535, got "3001a"'],
    ['RECAPTCHA_SITE_KEY', 'a key', 'RECAPTCHA_SITE_KEY must be a reCAPTCHA site key (letters, digits, - and _), got "a key"'],
    ['CANARY_MIN_PAGES', '0', 'CANARY_MIN_PAGES must be a whole number of pages from 1 to 1000000000, got "0"'],
    ['CANARY_MAX_EXTRA_ERROR_RATE', '5%', 'CANARY_MAX_EXTRA_ERROR_RATE must be a number from 0 to 1 such as 0.05, got "5%"'],
    ['REMOTE_ERROR_REPORTS_PER_MINUTE', 'many', 'REMOTE_ERROR_REPORTS_PER_MINUTE must be a whole number of reports from 1 to 10000, got "many"'],
  ])('%s=%s is refused: %s', (name, value, problem) => {
    expect(problemsOf({ [name]: value })).toEqual([problem]);
  });

  it('is a METRICS_TOKEN shorter than 32 characters or holding a space: refused without writing the token out', () => {
    for (const token of ['short-token', 'a metrics token with spaces in it, long enough']) {
      const problems = problemsOf({ METRICS_TOKEN: token });
      expect(problems).toEqual(['METRICS_TOKEN must be a token of at least 32 characters without spaces (such as the output of openssl rand -hex 32)']);
      expect(problems.join('\n')).not.toContain(token);
    }
  });

  it.each(['RELEASE_PREVIEW_SECRET', 'RELEASES_TOKEN'])('is a %s shorter than 32 characters: refused without writing it out', (name) => {
    const problems = problemsOf({ [name]: 'short-secret' });
    expect(problems).toEqual([`${name} must be a token of at least 32 characters without spaces (such as the output of openssl rand -hex 32)`]);
    expect(problems.join('\n')).not.toContain('short-secret');
  });

  it('reads the rollback rule of canaries', () => {
    expect(read({ CANARY_MIN_PAGES: '20', CANARY_MAX_EXTRA_ERROR_RATE: '0.1' }).releases).toMatchObject({ minPages: 20, maxExtraErrorRate: 0.1 });
  });

  it('reads the deployment folders an automatic canary abort is written into, absolute paths only', () => {
    expect(read({ REMOTE_NEWS_FOLDER: '/srv/news' }).releases.folders).toEqual({ news: '/srv/news' });
    expect(problemsOf({ REMOTE_NEWS_FOLDER: 'srv/news' })).toEqual(['REMOTE_NEWS_FOLDER must be an absolute path, such as /srv/news, got "srv/news"']);
  });

  it('is listed with every other one at once, one sentence each, in the order of the list of settings', () => {
    expect(problemsOf({ PORT: 'x', API_BASE_URL: 'localhost:4000', SITE_INDEXING: 'maybe', WEB_CONCURRENCY: 'all' })).toEqual([
      'PORT must be a port number from 0 to 65535, got "x"',
      'WEB_CONCURRENCY must be a whole number of processes from 1 to 256, got "all"',
      'API_BASE_URL must be an absolute http(s) URL such as http://localhost:4000, got "localhost:4000"',
      'SITE_INDEXING must be on or off, got "maybe"',
    ]);
  });

  it('is reported as an error whose message holds every sentence, one line each', () => {
    expect(() => read({ PORT: 'x', SITE_INDEXING: 'maybe' })).toThrow(
      new ConfigurationError(['PORT must be a port number from 0 to 65535, got "x"', 'SITE_INDEXING must be on or off, got "maybe"']),
    );
  });
});

describe('with NODE_ENV=production', () => {
  it('starts with the settings of a public deployment, and drains for 5 s on a stop', () => {
    const config = read(production);
    expect(config.production).toBe(true);
    expect(config.site.siteUrl).toBe('https://www.meridian.example');
    expect(config.drainDelayMs).toBe(5000);
  });

  it('refuses to start without the site’s address, the API’s, its own reCAPTCHA key and each remote’s address', () => {
    expect(problemsOf({ NODE_ENV: 'production' })).toEqual([
      "SITE_URL must be set to the site's public address, such as https://www.example.com, when NODE_ENV=production (canonical links, og:url and the sitemap name it)",
      "API_BASE_URL must be set to content-api's public address, such as https://api.example.com, when NODE_ENV=production (the default, http://localhost:4000, is each visitor's own machine)",
      "RECAPTCHA_SITE_KEY must be set to the site's own reCAPTCHA site key when NODE_ENV=production (without it, Google's public test key lets every form through)",
      ...remoteNames.map(
        (name) =>
          `${remoteDescriptors[name].urlVariable} must be set to ${remoteDescriptors[name].packageDir}'s manifest address, such as https://${name}.example.com/mf-manifest.json, when NODE_ENV=production (the default is each visitor's own machine)`,
      ),
    ]);
  });

  it.each(['http://localhost:3000', 'http://127.0.0.1:3000/', 'http://[::1]:3000', 'http://shop.localhost', 'http://0.0.0.0:3000'])(
    'refuses SITE_URL=%s, an address of the machine itself',
    (siteUrl) => {
      expect(problemsOf({ ...production, SITE_URL: siteUrl })).toEqual([
        `SITE_URL must be the site's public address when NODE_ENV=production, not a local one, got "${siteUrl}"`,
      ]);
    },
  );

  it('refuses Google’s public reCAPTCHA test key', () => {
    expect(problemsOf({ ...production, RECAPTCHA_SITE_KEY: RECAPTCHA_TEST_SITE_KEY })).toEqual([
      `RECAPTCHA_SITE_KEY must be the site's own reCAPTCHA site key when NODE_ENV=production, not Google's public test key, got "${RECAPTCHA_TEST_SITE_KEY}"`,
    ]);
  });

  it('says one thing per setting: an address without a scheme is refused as such, not also as a local one', () => {
    expect(problemsOf({ ...production, SITE_URL: 'localhost:3000' })).toEqual([
      'SITE_URL must be an absolute http(s) URL such as http://localhost:3000, got "localhost:3000"',
    ]);
  });

  it('lists the production checks together with every other setting it cannot use', () => {
    const { SITE_URL: _siteUrl, ...withoutSiteUrl } = production;
    expect(problemsOf({ ...withoutSiteUrl, PORT: 'eighty' })).toEqual([
      'PORT must be a port number from 0 to 65535, got "eighty"',
      "SITE_URL must be set to the site's public address, such as https://www.example.com, when NODE_ENV=production (canonical links, og:url and the sitemap name it)",
    ]);
  });

  it('takes a random METRICS_TOKEN, and refuses one published in this repository or made of a few characters, without writing it out', () => {
    const random = '3f9c2a7be1d04c6f8a5b9e2d7c1f0a4b';
    expect(read({ ...production, METRICS_TOKEN: random }).metricsToken).toBe(random);
    expect(read({ NODE_ENV: 'test', METRICS_TOKEN: PUBLISHED_METRICS_TOKENS[0] }).metricsToken).toBe(PUBLISHED_METRICS_TOKENS[0]);
    expect(problemsOf({ ...production, METRICS_TOKEN: PUBLISHED_METRICS_TOKENS[0] })).toEqual([
      'METRICS_TOKEN must be a random token when NODE_ENV=production, not one published in this repository (tests)',
    ]);
    expect(problemsOf({ ...production, METRICS_TOKEN: 'ab'.repeat(20) })).toEqual([
      'METRICS_TOKEN must be a random token when NODE_ENV=production (such as the output of openssl rand -hex 32), not one of a few characters repeated',
    ]);
  });

  it('takes an API or remote address on this machine when it is given', () => {
    expect(read({ ...production, API_BASE_URL: 'http://localhost:4000', REMOTE_NEWS_URL: 'http://127.0.0.1:3003/mf-manifest.json' }).site.apiBaseUrl).toBe(
      'http://localhost:4000',
    );
  });

  it('is the only mode with these checks', () => {
    expect(read({ NODE_ENV: 'development' }).site.siteUrl).toBe('http://localhost:3000');
    expect(read({ NODE_ENV: 'test', RECAPTCHA_SITE_KEY: RECAPTCHA_TEST_SITE_KEY }).site.recaptchaSiteKey).toBe(RECAPTCHA_TEST_SITE_KEY);
  });
});
