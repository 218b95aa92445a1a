// What a build takes from its environment, beside the mode: where it goes, which release it is,
// and (for compatibility checks) the versions of shared packages it declares it was built against.
const fs = require('node:fs');
const path = require('node:path');
const { DefinePlugin } = require('webpack');

/** The app's output folder: dist/, or BUILD_OUTPUT_DIR (a release's own folder, a test's copy). */
const distDir = (dirname) => (process.env.BUILD_OUTPUT_DIR ? path.resolve(process.env.BUILD_OUTPUT_DIR) : path.join(dirname, 'dist'));

/**
 * The release a build is, as `process.env.SITE_RELEASE` in its code: SITE_RELEASE (a commit, a
 * tag) or `<package>@<version>`. A remote's pages carry it (`data-release`), so the page says which
 * deployment rendered it, on the server and in the browser.
 */
function releaseOf(dirname) {
  if (process.env.SITE_RELEASE) return process.env.SITE_RELEASE;
  const { name, version } = JSON.parse(fs.readFileSync(path.join(dirname, 'package.json'), 'utf8'));
  return `${name}@${version}`;
}

/** The build's release in its code, for the browser build and the Node build alike. */
const releasePlugin = (dirname) => new DefinePlugin({ 'process.env.SITE_RELEASE': JSON.stringify(releaseOf(dirname)) });

/**
 * A named release (SITE_RELEASE) names its files apart from every other release's: a deployment
 * folder then holds each release's files side by side, and a rollback serves exactly the files its
 * release was built and tested with. For webpack's `output`.
 */
const releaseHashSalt = () => (process.env.SITE_RELEASE ? { hashSalt: process.env.SITE_RELEASE } : {});

/**
 * SHARED_BUILT_AGAINST='{"react-router-dom":"7.0.0"}': the build declares these versions of shared
 * packages (and requires their caret range), as a build made against them would. For the browser
 * tests of version skew (docs/decisions/0017-compatibility-policy.md).
 */
function builtAgainst() {
  const raw = process.env.SHARED_BUILT_AGAINST;
  if (!raw) return {};
  const parsed = JSON.parse(raw);
  if (!parsed || typeof parsed !== 'object' || Object.values(parsed).some((version) => typeof version !== 'string')) {
    throw new Error(`SHARED_BUILT_AGAINST must map package names to versions, got ${raw}`);
  }
  return parsed;
}

module.exports = { builtAgainst, distDir, releaseHashSalt, releaseOf, releasePlugin };
