import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PUBLISHED_EXPORT_TOKENS, configVariables, effectiveSettings, loadConfig } from '../config';
import { packageRoot } from '../package-root';

const repoRoot = path.resolve(packageRoot, '..');

describe('the list of settings', () => {
  it('describes every variable in one line, with its default, and flags the secrets', () => {
    expect(configVariables.map((variable) => variable.name)).toEqual([
      'NODE_ENV', 'PORT', 'HOST', 'PUBLIC_URL', 'DATA_DIR', 'DATABASE_URL', 'CORS_ORIGINS', 'RECAPTCHA_SECRET',
      'RECAPTCHA_VERIFY_URL', 'CAPTCHA_MODE', 'POST_RATE_LIMIT', 'REDIS_URL', 'TRUST_PROXY', 'CONTENT_DIR', 'IMAGES_DIR', 'IMAGE_CACHE_DIR',
      'CONTENT_CACHE_CONTROL', 'LOG_LEVEL', 'LEADS_EXPORT_TOKEN', 'METRICS_TOKEN', 'REQUEST_TIMEOUT_MS', 'HEADERS_TIMEOUT_MS',
      'KEEP_ALIVE_TIMEOUT_MS', 'STOP_DRAIN_MS', 'SMTP_URL', 'LEADS_MAIL_FROM', 'CONTACT_LEADS_MAIL_TO', 'CAREER_LEADS_MAIL_TO',
      'LEADS_WEBHOOK_URL', 'LEADS_WEBHOOK_SECRET', 'LEADS_DELIVERY_RETRY_MS', 'LEADS_RETENTION_DAYS', 'INBOX_IDLE_MINUTES', 'INBOX_TIME_ZONE',
    ]);
    for (const variable of configVariables) {
      expect(variable.description.trim()).not.toBe('');
      expect(variable.description).not.toContain('\n');
    }
    expect(configVariables.filter((variable) => variable.secret).map((variable) => variable.name)).toEqual([
      'DATABASE_URL', 'RECAPTCHA_SECRET', 'REDIS_URL', 'LEADS_EXPORT_TOKEN', 'METRICS_TOKEN', 'SMTP_URL', 'LEADS_WEBHOOK_SECRET',
    ]);
    expect(configVariables.find((variable) => variable.name === 'PORT')?.default).toBe('4000');
  });

  it('shows the effective settings with secrets masked and defaults marked', () => {
    const env = {
      PORT: '8080',
      DATABASE_URL: 'postgres://site:hunter2-password@db.internal:5432/site',
      REDIS_URL: 'rediss://:hunter3-password@cache.internal:6380',
      RECAPTCHA_SECRET: 'site-recaptcha-secret-value',
      LEADS_EXPORT_TOKEN: '9d2f61c0a7b84e3f95c1d8a2b6e07f43',
    };
    const lines = effectiveSettings(loadConfig(env), env);
    const text = lines.join('\n');
    expect(lines).toHaveLength(configVariables.length);
    expect(lines).toContain('PORT=8080');
    expect(lines).toContain('HOST=0.0.0.0  # default');
    expect(lines).toContain('DATABASE_URL=postgres://site:****@db.internal:5432/site');
    expect(lines).toContain('REDIS_URL=rediss://:****@cache.internal:6380');
    expect(lines).toContain('RECAPTCHA_SECRET=**** (27 characters)');
    expect(lines).toContain('LEADS_EXPORT_TOKEN=**** (32 characters)');
    expect(text).not.toContain('hunter2');
    expect(text).not.toContain('hunter3');
    expect(text).not.toContain('site-recaptcha-secret-value');
    expect(text).not.toContain('9d2f61c0a7b84e3f95c1d8a2b6e07f43');
  });

  it('knows the export tokens this repository writes down, so production refuses them', () => {
    const written = [
      readFileSync(path.join(repoRoot, 'e2e/support/ports.mjs'), 'utf8'),
      readFileSync(path.join(packageRoot, 'scripts/lib/crash-drill.ts'), 'utf8'),
      readFileSync(path.join(packageRoot, 'src/__tests__/leads-export-route.test.ts'), 'utf8'),
    ].flatMap((source) => [...source.matchAll(/\b(?:LEADS_EXPORT_TOKEN|EXPORT_TOKEN|TOKEN) = '([^']+)'/g)].map((match) => match[1]));
    expect(written).toHaveLength(3);
    for (const token of written) expect(PUBLISHED_EXPORT_TOKENS).toContain(token);
  });
});
