import { createIntegrityRecord, INTEGRITY_LOOKUP, MATCHES_NO_FILE } from '../file-integrity';
import integrityPlugin, { integrityOf } from '../integrity-plugin';
import stylesheetPreloadPlugin from '../stylesheet-preload-plugin';

type Hooks = {
  init: (args: object) => void;
  afterLoadManifest: (args: { manifestUrl: string; manifestJson?: unknown }) => unknown;
  createScript: (args: { url: string; attrs?: Record<string, unknown> }) => HTMLScriptElement | undefined;
  createLink: (args: { url: string; attrs?: Record<string, unknown> }) => HTMLLinkElement | undefined;
};

const NEWS = 'http://localhost:3003/';
const ENTRY_HASH = 'sha384-entryentryentryentryentryentryentryentryentryentryentryentryentr';
const CHUNK_HASH = 'sha384-chunkchunkchunkchunkchunkchunkchunkchunkchunkchunkchunkchunkchun';
const CSS_HASH = 'sha384-stylestylestylestylestylestylestylestylestylestylestylestylestyl';
const manifest = (integrity?: Record<string, string>) => ({ name: 'mfe_news', metaData: { publicPath: 'auto', ...(integrity ? { integrity } : {}) } });
const listed = { 'remoteEntry.js': ENTRY_HASH, '12.abcdef0123.js': CHUNK_HASH, 'page-styles.0123456789.css': CSS_HASH, 'server/remoteEntry.js': 'sha384-x' };

const plugin = integrityPlugin() as unknown as Hooks;

describe('files of a remote whose manifest lists their integrity, in the browser', () => {
  beforeAll(() => {
    plugin.init({});
    plugin.afterLoadManifest({ manifestUrl: `${NEWS}mf-manifest.json`, manifestJson: manifest(listed) });
  });

  it('loads the remote’s entry with its hash and crossorigin="anonymous", keeping the runtime’s attributes', () => {
    const script = plugin.createScript({ url: `${NEWS}remoteEntry.js`, attrs: { fetchpriority: 'high', async: true } });
    expect(script).toBeInstanceOf(HTMLScriptElement);
    expect(script?.src).toBe(`${NEWS}remoteEntry.js`);
    expect(script?.integrity).toBe(ENTRY_HASH);
    expect(script?.getAttribute('crossorigin')).toBe('anonymous');
    expect(script?.getAttribute('fetchpriority')).toBe('high');
    expect(script?.async).toBe(true);
  });

  it('gives the remote’s own chunk loader the hash of a chunk (by absolute URL, query string aside)', () => {
    const lookup = (globalThis as unknown as Record<string, (url: string) => string | undefined>)[INTEGRITY_LOOKUP];
    expect(lookup(`${NEWS}12.abcdef0123.js`)).toBe(CHUNK_HASH);
    expect(lookup(`${NEWS}12.abcdef0123.js?retry=1`)).toBe(CHUNK_HASH);
  });

  it('refuses a file the list leaves out: it loads with a hash no file matches', () => {
    expect(integrityOf(`${NEWS}99.added0added.js`)).toBe(MATCHES_NO_FILE);
  });

  it('leaves files of other origins, and what is neither script nor stylesheet, unchecked', () => {
    expect(integrityOf('http://localhost:3000/main.js')).toBeUndefined();
    expect(integrityOf(`${NEWS}assets/logo.0123456789.svg`)).toBeUndefined();
    expect(plugin.createScript({ url: 'http://localhost:3000/main.js' })).toBeUndefined();
  });

  it('keeps the stylesheet’s hash on the preload that stands for it, and on other links the runtime adds', () => {
    const preload = stylesheetPreloadPlugin().createLink as unknown as Hooks['createLink'];
    const link = preload({ url: `${NEWS}page-styles.0123456789.css`, attrs: { rel: 'stylesheet' } });
    expect(link?.rel).toBe('preload');
    expect(link?.integrity).toBe(CSS_HASH);
    expect(link?.getAttribute('crossorigin')).toBe('anonymous');
    expect(plugin.createLink({ url: `${NEWS}page-styles.0123456789.css`, attrs: { rel: 'stylesheet' } })).toBeUndefined();
    const scriptPreload = plugin.createLink({ url: `${NEWS}12.abcdef0123.js`, attrs: { rel: 'preload', as: 'script' } });
    expect(scriptPreload?.integrity).toBe(CHUNK_HASH);
    expect(scriptPreload?.getAttribute('as')).toBe('script');
  });

  it('loads a remote whose manifest has no list (an older build) as before', () => {
    plugin.afterLoadManifest({ manifestUrl: 'http://localhost:3004/mf-manifest.json', manifestJson: manifest() });
    expect(plugin.createScript({ url: 'http://localhost:3004/remoteEntry.js' })).toBeUndefined();
    expect(integrityOf('http://localhost:3004/12.abcdef0123.js')).toBeUndefined();
  });
});

describe('the record of the manifests’ lists', () => {
  it('gives a release kept in releases/<release>/ its own manifest’s list, not the live one’s', () => {
    const record = createIntegrityRecord();
    record.record(`${NEWS}mf-manifest.json`, manifest({ 'remoteEntry.js': 'sha384-live' }));
    record.record(`${NEWS}releases/news-3/mf-manifest.json`, manifest({ 'remoteEntry.js': 'sha384-canary' }));
    expect(record.expected(`${NEWS}remoteEntry.js`)).toEqual({ remote: 'mfe_news', file: 'remoteEntry.js', integrity: 'sha384-live' });
    expect(record.expected(`${NEWS}releases/news-3/remoteEntry.js`)?.integrity).toBe('sha384-canary');
  });

  it('forgets a folder’s list when its manifest no longer has one', () => {
    const record = createIntegrityRecord();
    record.record(`${NEWS}mf-manifest.json`, manifest({ 'remoteEntry.js': 'sha384-live' }));
    record.record(`${NEWS}mf-manifest.json`, manifest());
    expect(record.expected(`${NEWS}remoteEntry.js`)).toBeUndefined();
  });

  it('reads no list from a malformed one', () => {
    const record = createIntegrityRecord();
    record.record(`${NEWS}mf-manifest.json`, { metaData: { integrity: ['sha384-a'] } });
    record.record('http://localhost:3004/mf-manifest.json', { metaData: { integrity: { 'remoteEntry.js': 42 } } });
    expect(record.expected(`${NEWS}remoteEntry.js`)).toBeUndefined();
    expect(record.expected('http://localhost:3004/remoteEntry.js')).toBeUndefined();
  });
});
