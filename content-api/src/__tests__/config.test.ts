import path from 'node:path';
import { ConfigError, GOOGLE_TEST_SECRET, GOOGLE_VERIFY_URL, loadConfig } from '../config';
import { packageRoot } from '../package-root';

describe('configuration from the environment', () => {
  it('runs out of the box on a fresh checkout', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
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
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      dataDir: '/srv/site/var/content',
      databaseUrl: 'postgres://db/site',
      corsOrigins: ['https://group.example', 'https://careers.group.example'],
      captchaMode: 'test',
      publicUrl: 'https://api.group.example',
    });
  });

  it('keeps image variants under DATA_DIR unless IMAGE_CACHE_DIR says otherwise', () => {
    expect(loadConfig({ DATA_DIR: '/var/lib/content-api' }).imageCacheDir).toBe('/var/lib/content-api/image-cache');
    expect(loadConfig({ DATA_DIR: '/var/lib/content-api', IMAGE_CACHE_DIR: 'cache/variants', INIT_CWD: '/srv/site' }).imageCacheDir).toBe(
      '/srv/site/cache/variants',
    );
  });

  it('refuses the test captcha in production', () => {
    expect(() => loadConfig({ CAPTCHA_MODE: 'test', NODE_ENV: 'production' })).toThrow(
      new ConfigError('CAPTCHA_MODE=test is refused when NODE_ENV=production'),
    );
    expect(loadConfig({ NODE_ENV: 'production' }).captchaMode).toBe('verify');
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT must be a whole number from 0 to 65535, got "eighty"'],
    [{ CAPTCHA_MODE: 'off' }, 'CAPTCHA_MODE must be "verify" or "test", got "off"'],
    [{ POST_RATE_LIMIT: '0' }, 'POST_RATE_LIMIT must be a whole number from 1 to 100000, got "0"'],
  ])('refuses %p', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });
});
