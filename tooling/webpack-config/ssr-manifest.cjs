// Publishes a remote's Node build in its browser manifest, as the federation runtime reads it.
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');
const { releaseOf } = require('./build-env.cjs');

/** Where the Node build of an app goes, inside its dist/. */
const SERVER_DIR = 'server';

function writeCompressedCopies(file) {
  const body = fs.readFileSync(file);
  fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY } }));
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(body, { level: 9 }));
}

/**
 * After the Node build: `metaData.ssrRemoteEntry` in dist/mf-manifest.json names
 * `server/remoteEntry.js` (type commonjs-module), which the runtime loads instead of remoteEntry.js
 * outside browsers (runtime-core's getRemoteEntryInfoFromSnapshot). Only the Rspack and Modern.js
 * plugins write that field, so webpack builds publish it here. The query string carries a hash of
 * the server entry: a deployment that changes only the server code still changes the manifest,
 * which is what the site's server watches. `metaData.release` names the build's release, which
 * `pnpm deploy:remote` files it under (releases/<release>/). Compressed copies of the manifest are
 * written again.
 */
class SsrManifestPlugin {
  /** @param {string} dirname the app's package folder, whose release the build is */
  constructor(dirname) {
    this.release = releaseOf(dirname);
  }

  apply(compiler) {
    compiler.hooks.afterEmit.tap('SsrManifestPlugin', () => {
      const serverDir = compiler.options.output.path;
      const manifestFile = path.join(path.dirname(serverDir), 'mf-manifest.json');
      const entryFile = path.join(serverDir, 'remoteEntry.js');
      if (!fs.existsSync(manifestFile) || !fs.existsSync(entryFile)) {
        throw new Error(`SsrManifestPlugin: build the browser side first (${manifestFile}, ${entryFile})`);
      }
      const hash = crypto.createHash('sha256').update(fs.readFileSync(entryFile)).digest('hex').slice(0, 12);
      const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
      manifest.metaData.ssrRemoteEntry = { name: `remoteEntry.js?v=${hash}`, path: SERVER_DIR, type: 'commonjs-module' };
      manifest.metaData.release = this.release;
      fs.writeFileSync(manifestFile, JSON.stringify(manifest, null, 2));
      if (fs.existsSync(`${manifestFile}.br`) || fs.existsSync(`${manifestFile}.gz`)) writeCompressedCopies(manifestFile);
    });
  }
}

module.exports = { SsrManifestPlugin, SERVER_DIR, writeCompressedCopies };
