// What the server adds to the home page beyond its fixed hints: the first banner's image and the
// home remote's page files, both looked up in the background (background-lookup.cjs).
const { createBackgroundLookup } = require('./background-lookup.cjs');
const { lookUpBannerHint } = require('./home-banner-hint.cjs');
const { lookUpRemoteHint } = require('./home-remote-hint.cjs');

/**
 * @param {{ apiBaseUrl: string, imageBaseUrl: string, remotes: Record<string, string> }} config
 * @param {{ fetch?: typeof fetch, now?: () => number }} [options]
 * @returns {{ current: () => string, refresh: () => Promise<void> }}
 */
function createHomeHints(config, { fetch = globalThis.fetch, now } = {}) {
  const lookups = [
    // The page's code first: it is what the image waits for before it can be shown.
    createBackgroundLookup(() => lookUpRemoteHint(config.remotes.home, fetch), { now }),
    createBackgroundLookup(() => lookUpBannerHint(config, fetch), { now }),
  ];
  return {
    current: () => lookups.map((lookup) => lookup.current()).join(''),
    refresh: () => Promise.all(lookups.map((lookup) => lookup.refresh())).then(() => undefined),
  };
}

module.exports = { createHomeHints };
