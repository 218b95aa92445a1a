// The runtime configuration the shell's server writes into every page (window.__SITE_CONFIG__),
// read from the environment once at start: a change needs only a restart, never a rebuild.

/** The same defaults as @group/shared/config (a test keeps the two equal). */
const DEFAULT_API_BASE_URL = 'http://localhost:4000';
const RECAPTCHA_TEST_SITE_KEY = '6LeIxAcTAAAAAJcZVRqyHh71UMIEGNQ_MXjiZKhI';
const DEFAULT_REMOTE_PORTS = { home: 3001, ventures: 3002, news: 3003, company: 3004, forms: 3005 };
const REMOTE_NAMES = Object.keys(DEFAULT_REMOTE_PORTS);

const trimSlash = (value) => value.replace(/\/+$/, '');
const read = (env, name) => {
  const value = env[name] && env[name].trim();
  return value ? value : undefined;
};

/**
 * @param {Record<string, string | undefined>} env
 * @returns {{ apiBaseUrl: string, imageBaseUrl: string, recaptchaSiteKey: string, siteUrl: string,
 *   remotes: Record<string, string> }}
 */
function readSiteConfig(env) {
  const apiBaseUrl = trimSlash(read(env, 'API_BASE_URL') || DEFAULT_API_BASE_URL);
  const port = read(env, 'PORT') || '3000';
  const remotes = {};
  for (const name of REMOTE_NAMES) {
    const upper = name.toUpperCase();
    const remotePort = read(env, `REMOTE_${upper}_PORT`) || String(DEFAULT_REMOTE_PORTS[name]);
    remotes[name] = read(env, `REMOTE_${upper}_URL`) || `http://localhost:${remotePort}/mf-manifest.json`;
  }
  return {
    apiBaseUrl,
    // content-api serves its images under /images: follow API_BASE_URL unless told otherwise.
    imageBaseUrl: trimSlash(read(env, 'IMAGE_BASE_URL') || `${apiBaseUrl}/images`),
    recaptchaSiteKey: read(env, 'RECAPTCHA_SITE_KEY') || RECAPTCHA_TEST_SITE_KEY,
    siteUrl: trimSlash(read(env, 'SITE_URL') || `http://localhost:${port}`),
    remotes,
  };
}

/** JSON that is safe inside a <script> element (no "</script>", no line separators). */
const toScriptJson = (value) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

const escapeAttribute = (value) =>
  String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const originOf = (url) => {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
};

/** The remote's entry script sits beside its manifest. */
const entryScriptOf = (manifestUrl) => {
  try {
    return new URL('remoteEntry.js', manifestUrl).href;
  } catch {
    return undefined;
  }
};

/**
 * The home page's first call (@group/shared/contract `endpoints.homeBanners`; a test keeps the
 * two equal). Its answer names the banner image, the page's largest paint.
 */
const HOME_BANNERS_PATH = '/homepage/banners';

/**
 * The configuration script plus resource hints. Every page talks to the API at once; the home
 * page also needs the home remote, so its manifest (fetched with CORS by the federation runtime)
 * and entry script (a classic script) start downloading with the shell's own code, and so does
 * its banner list: the browser hands the preloaded answer to the page's own fetch, which asks
 * for the same URL the same way (CORS, no credentials), instead of waiting for the remote's code.
 */
function renderSiteHead(config, pathname, homeHint = '') {
  const lines = [`<script>window.__SITE_CONFIG__=${toScriptJson(config)}</script>`];
  const link = (attributes) =>
    `<link ${Object.entries(attributes)
      .map(([key, value]) => (value === true ? key : `${key}="${escapeAttribute(value)}"`))
      .join(' ')}>`;
  const apiOrigin = originOf(config.apiBaseUrl);
  const imageOrigin = originOf(config.imageBaseUrl);
  if (apiOrigin) lines.push(link({ rel: 'preconnect', href: apiOrigin, crossorigin: true }));
  // Images are plain (no-CORS) requests: they use a connection of their own.
  if (imageOrigin) lines.push(link({ rel: 'preconnect', href: imageOrigin }));
  if (pathname === '/') {
    const manifest = config.remotes.home;
    const entryScript = entryScriptOf(manifest);
    lines.push(link({ rel: 'preload', href: manifest, as: 'fetch', crossorigin: true }));
    if (entryScript) lines.push(link({ rel: 'preload', href: entryScript, as: 'script' }));
    lines.push(link({ rel: 'preload', href: `${config.apiBaseUrl}${HOME_BANNERS_PATH}`, as: 'fetch', crossorigin: true }));
    // The home page's files and first banner image, when the server knows them (home-hints.cjs).
    if (homeHint) lines.push(homeHint);
  }
  return lines.join('');
}

/** Writes the head additions just before </head>. */
function injectSiteHead(html, config, pathname, homeHint) {
  return html.replace('</head>', `${renderSiteHead(config, pathname, homeHint)}</head>`);
}

module.exports = { readSiteConfig, renderSiteHead, injectSiteHead, DEFAULT_REMOTE_PORTS, REMOTE_NAMES, HOME_BANNERS_PATH };
