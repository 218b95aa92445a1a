// The integrity of a remote's files (docs/decisions/0040-integrity-of-a-remotes-files.md): their
// SHA-384 in its manifest, and its browser chunk loader asking the page for them.
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const { writeCompressedCopies } = require('./ssr-manifest.cjs');

/**
 * The files a release runs: scripts and stylesheets, the browser's and the server's. Images and
 * fonts are left out: a stylesheet's url() cannot carry an integrity.
 */
const LOADED_FILES = /\.(m?js|css)$/;
/** Another container's files, beside its own manifest (createAppConfig `forOtherHosts`). */
const OTHER_CONTAINERS = new Set(['hosts']);

/** `sha384-<base64>`, as a script's or a stylesheet's `integrity` attribute says it. */
const sriOf = (body) => `sha384-${crypto.createHash('sha384').update(body).digest('base64')}`;

/** Every loaded file under `dir`, as paths relative to it with `/` between folders. */
function loadedFiles(dir, prefix = '') {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const relative = `${prefix}${entry.name}`;
    if (entry.isDirectory()) return prefix === '' && OTHER_CONTAINERS.has(entry.name) ? [] : loadedFiles(path.join(dir, entry.name), `${relative}/`);
    return entry.isFile() && LOADED_FILES.test(entry.name) ? [relative] : [];
  });
}

/** `{ "<path relative to the folder>": "sha384-…" }` of every file a release in `folder` loads, sorted by path. */
function integrityOf(folder) {
  return Object.fromEntries(loadedFiles(folder).sort().map((file) => [file, sriOf(fs.readFileSync(path.join(folder, file)))]));
}

/**
 * After the Node build, which comes after the browser build: `metaData.integrity` in the
 * manifest lists the SHA-384 of every script and stylesheet of both builds, keyed by its path
 * from the manifest's folder (`remoteEntry.js`, `page-styles.1a2b3c4d5e.css`,
 * `server/remoteEntry.js`, `server/45.0a1b2c3d4e.js`). Compressed copies of the manifest are
 * written again.
 */
class IntegrityManifestPlugin {
  apply(compiler) {
    compiler.hooks.afterEmit.tap('IntegrityManifestPlugin', () => {
      const folder = path.dirname(compiler.options.output.path);
      const manifestFile = path.join(folder, 'mf-manifest.json');
      const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
      manifest.metaData.integrity = integrityOf(folder);
      fs.writeFileSync(manifestFile, JSON.stringify(manifest, null, 2));
      if (fs.existsSync(`${manifestFile}.br`) || fs.existsSync(`${manifestFile}.gz`)) writeCompressedCopies(manifestFile);
    });
  }
}

/**
 * Where a page keeps the integrity of the files it may load: a function of a file's absolute URL
 * that the shell's federation runtime plugin defines (shell/src/federation/integrity-plugin.ts,
 * INTEGRITY_LOOKUP) from the manifests it read. Undefined on a page without it (a remote's own
 * page, another site's host): files then load as they always did.
 */
const INTEGRITY_LOOKUP = '__SITE_INTEGRITY__';

/** The statements that give a `tag` about to load `href` its integrity, when the page knows it. */
const integrityStatements = (tag, href) =>
  `var integrity = typeof ${INTEGRITY_LOOKUP} === "function" ? ${INTEGRITY_LOOKUP}(${href}) : undefined;\n` +
  `if (integrity) { ${tag}.integrity = integrity; ${tag}.crossOrigin = "anonymous"; }`;

/**
 * A remote's browser build: the scripts (`__webpack_require__.l`) and stylesheets (mini-css-extract)
 * its own runtime loads on demand carry `integrity` and `crossorigin="anonymous"`. The hashes are
 * not in the build (a chunk's hash is known only once every chunk is final); the page has them
 * from the manifest, whose entry script it loaded with the entry's own hash.
 */
class ChunkIntegrityPlugin {
  apply(compiler) {
    const { LoadScriptRuntimeModule } = compiler.webpack.runtime;
    const MiniCssExtractPlugin = require('mini-css-extract-plugin');
    compiler.hooks.thisCompilation.tap('ChunkIntegrityPlugin', (compilation) => {
      LoadScriptRuntimeModule.getCompilationHooks(compilation).createScript.tap('ChunkIntegrityPlugin', (source) => `${source}\n${integrityStatements('script', 'script.src')}`);
      MiniCssExtractPlugin.getCompilationHooks(compilation).beforeTagInsert.tap('ChunkIntegrityPlugin', (source, { tag, href }) => `${source}\n${integrityStatements(tag, href)}`);
    });
  }
}

module.exports = { ChunkIntegrityPlugin, IntegrityManifestPlugin };
