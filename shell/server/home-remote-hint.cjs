// The home remote's page code is named in its manifest. The federation runtime reads the
// manifest only once the shell's code runs, then starts the page's files; the server can name
// them in the page itself, so they download alongside the shell's own.
const { escapeAttribute, LOOKUP_TIMEOUT_MS } = require('./home-banner-hint.cjs');

/** The module of a remote the shell renders a page from (shell/src/federation/remote-modules.ts). */
const ROUTES_EXPOSE = './routes';

/**
 * Where the manifest's files live: beside the manifest when its publicPath is `auto` (as this
 * site builds them), else its publicPath. undefined when that is only known in the browser.
 */
function assetBase(manifest, manifestUrl) {
  const publicPath = manifest && manifest.metaData && manifest.metaData.publicPath;
  if (publicPath === 'auto') return manifestUrl;
  if (typeof publicPath === 'string' && /^(https?:)?\/\//.test(publicPath)) return new URL(publicPath, manifestUrl).href;
  return undefined;
}

/** Preloads for the files the `./routes` module needs before it runs ('' when unknown). */
function renderRemoteHint(manifest, manifestUrl) {
  const base = assetBase(manifest, manifestUrl);
  const expose = base && Array.isArray(manifest.exposes) ? manifest.exposes.find((entry) => entry && entry.path === ROUTES_EXPOSE) : undefined;
  const assets = expose && expose.assets;
  if (!assets) return '';
  const files = (kind) => (assets[kind] && Array.isArray(assets[kind].sync) ? assets[kind].sync.filter((file) => typeof file === 'string') : []);
  const tag = (file, as) => `<link rel="preload" href="${escapeAttribute(new URL(file, base).href)}" as="${as}">`;
  return [...files('css').map((file) => tag(file, 'style')), ...files('js').map((file) => tag(file, 'script'))].join('');
}

/**
 * @param {string} manifestUrl  the remote's mf-manifest.json
 * @param {typeof fetch} fetch
 * @returns {Promise<string>}
 */
async function lookUpRemoteHint(manifestUrl, fetch) {
  const response = await fetch(manifestUrl, { signal: AbortSignal.timeout(LOOKUP_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`GET ${manifestUrl} answered ${response.status}`);
  return renderRemoteHint(await response.json(), manifestUrl);
}

module.exports = { lookUpRemoteHint, renderRemoteHint, ROUTES_EXPOSE };
