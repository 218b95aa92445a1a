import { remoteDescriptors, remoteNames } from '@group/shared/config';
import { effectiveSettings } from '../effective-settings';
import { readSiteServerConfig } from '../read-site-server-config';
import { siteServerVariableList } from '../variable-list';

const names = siteServerVariableList.map(({ name }) => name);
const read = (env: Record<string, string>) => readSiteServerConfig(env, { cores: 4, defaultShellDist: '/srv/shell/dist' });

describe('the list of site-server’s variables', () => {
  it('names every variable the server reads, once, the remotes’ included', () => {
    const expected = [
      ...['NODE_ENV', 'PORT', 'HOST', 'SHELL_DIST', 'LOG_LEVEL', 'METRICS_TOKEN', 'WEB_CONCURRENCY'],
      ...['SITE_URL', 'API_BASE_URL', 'IMAGE_BASE_URL', 'IMAGE_VARIANTS', 'RECAPTCHA_SITE_KEY'],
      ...remoteNames.flatMap((name) => [remoteDescriptors[name].urlVariable, remoteDescriptors[name].portVariable]),
      ...remoteNames.map((name) => `REMOTE_${name.toUpperCase()}_FOLDER`),
      ...['RELEASE_PREVIEW_SECRET', 'RELEASES_TOKEN', 'CANARY_MIN_PAGES', 'CANARY_MAX_EXTRA_ERROR_RATE', 'REMOTE_ERROR_REPORTS_PER_MINUTE'],
      ...['SITE_INDEXING', 'RENDER_BUDGET_MS', 'PAGE_CACHE_SECONDS', 'PAGE_STALE_SECONDS', 'TRUST_PROXY', 'REQUEST_TIMEOUT_MS', 'CONNECTION_TIMEOUT_MS', 'KEEP_ALIVE_TIMEOUT_MS', 'STOP_DRAIN_MS'],
    ];
    expect(names).toEqual(expected);
  });

  it('gives each a default and a description of one line, and says which are secrets', () => {
    for (const variable of siteServerVariableList) {
      expect(variable.description).toMatch(/^\S.*\.$/);
      expect(variable.description).not.toContain('\n');
      expect(variable.default).not.toBe('');
    }
    expect(siteServerVariableList.filter((variable) => variable.secret).map(({ name }) => name)).toEqual(['METRICS_TOKEN', 'RELEASE_PREVIEW_SECRET', 'RELEASES_TOKEN']);
  });
});

describe('--check-config’s settings', () => {
  it('are every variable of the list, one line each, the defaults marked', () => {
    const lines = effectiveSettings(read({ PORT: '8080', API_BASE_URL: 'https://api.meridian.example/' }), { PORT: '8080', API_BASE_URL: 'https://api.meridian.example/' });
    expect(lines.map((line) => line.split('=')[0])).toEqual(names);
    expect(lines).toContain('PORT=8080');
    expect(lines).toContain('API_BASE_URL=https://api.meridian.example');
    expect(lines).toContain('IMAGE_BASE_URL=https://api.meridian.example/images  # default');
    expect(lines).toContain('SITE_URL=http://localhost:8080  # default');
    expect(lines).toContain('WEB_CONCURRENCY=4  # default');
    expect(lines).toContain('REQUEST_TIMEOUT_MS=10000  # default');
  });

  it('mask the metrics token, and say what its absence means', () => {
    const token = '3f9c2a7be1d04c6f8a5b9e2d7c1f0a4b';
    const set = effectiveSettings(read({ METRICS_TOKEN: token }), { METRICS_TOKEN: token });
    expect(set.join('\n')).not.toContain(token);
    expect(set).toContain('METRICS_TOKEN=**** (32 characters)');
    expect(effectiveSettings(read({}), {})).toContain('METRICS_TOKEN=(unset: no metrics are kept and /metrics answers 404)  # default');
  });

  it('mask a password or a token written into an address', () => {
    const env = { API_BASE_URL: 'https://site:hunter2@api.meridian.example', IMAGE_BASE_URL: 'https://cdn.meridian.example/images?token=abc123&v=2' };
    const lines = effectiveSettings(read(env), env).join('\n');
    expect(lines).not.toContain('hunter2');
    expect(lines).not.toContain('abc123');
    expect(lines).toContain('API_BASE_URL=https://site:****@api.meridian.example/');
    expect(lines).toContain('v=2');
  });
});
