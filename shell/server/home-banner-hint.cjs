// The home page's largest paint is its first banner image. The page learns which image that is
// only after the shell's code, the home remote's code and the banner list have arrived; the
// server can name it in the page itself, so the image downloads alongside the scripts.
const { HOME_BANNERS_PATH } = require('./site-config.cjs');

/** SPEC §2: the home banner shows the mobile image up to 767 px wide, the desktop one above. */
const MOBILE_MAX_WIDTH = 767;
/** A look-up never takes longer (and never holds up a page either way). */
const LOOKUP_TIMEOUT_MS = 3_000;

/** The same rule as @group/shared/config `imageUrl` (a test keeps the two equal). */
const imageUrlOf = (imageBaseUrl, relative) =>
  /^(https?:)?\/\//.test(relative) ? relative : `${imageBaseUrl}/${relative.replace(/^\/+/, '')}`;

const escapeAttribute = (value) =>
  String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const urlOf = (image) => (image && typeof image.url === 'string' && image.url ? image.url : undefined);

/** The first banner of a `{ status, data }` answer that names both images, if any. */
function firstBannerImages(body) {
  if (!body || body.status !== 200 || !Array.isArray(body.data)) return undefined;
  for (const banner of body.data) {
    const desktop = urlOf(banner && banner.desktop_banner);
    const mobile = urlOf(banner && banner.mobile_banner);
    if (desktop && mobile) return { desktop, mobile };
  }
  return undefined;
}

/** Two preloads, one per width, so each visitor downloads only the image their page shows. */
function renderBannerHint(images, imageBaseUrl) {
  const tag = (href, media) =>
    `<link rel="preload" as="image" href="${escapeAttribute(imageUrlOf(imageBaseUrl, href))}" media="${media}" fetchpriority="high">`;
  return tag(images.mobile, `(max-width: ${MOBILE_MAX_WIDTH}px)`) + tag(images.desktop, `(min-width: ${MOBILE_MAX_WIDTH + 1}px)`);
}

/**
 * Asks the API for the home banners and answers the preloads for the first one's images ('' when
 * there is none). A banner changed in the back office is hinted at the next look-up; until then a
 * visitor's browser fetches one image the page does not show, and the page itself is unaffected.
 *
 * @param {{ apiBaseUrl: string, imageBaseUrl: string }} config
 * @param {typeof fetch} fetch
 * @returns {Promise<string>}
 */
async function lookUpBannerHint(config, fetch) {
  const response = await fetch(`${config.apiBaseUrl}${HOME_BANNERS_PATH}`, {
    headers: { Accept: 'application/json' },
    signal: AbortSignal.timeout(LOOKUP_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`GET ${HOME_BANNERS_PATH} answered ${response.status}`);
  const images = firstBannerImages(await response.json());
  return images ? renderBannerHint(images, config.imageBaseUrl) : '';
}

module.exports = { lookUpBannerHint, firstBannerImages, renderBannerHint, imageUrlOf, escapeAttribute, MOBILE_MAX_WIDTH, LOOKUP_TIMEOUT_MS };
