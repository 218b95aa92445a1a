// Brotli and gzip copies of every text file of a production build (`main.js.br`, `main.js.gz`),
// compressed once at the highest settings. Servers send them as they are (site-server's static
// files; nginx's gzip_static and brotli_static), so no request waits for compression.
const zlib = require('node:zlib');
const CompressionPlugin = require('compression-webpack-plugin');

const TEXT_FILES = /\.(js|mjs|css|html|json|svg|txt|map)$/;
/** Below this, compression saves less than the headers it costs. */
const MIN_BYTES = 1024;
const BROTLI_OPTIONS = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY } };
const GZIP_OPTIONS = { level: 9 };

/** A file as its `.br` copy holds it. */
const brotli = (body) => zlib.brotliCompressSync(body, BROTLI_OPTIONS);
/** A file as its `.gz` copy holds it. */
const gzip = (body) => zlib.gzipSync(body, GZIP_OPTIONS);

function precompressPlugins() {
  const common = { test: TEXT_FILES, threshold: MIN_BYTES, minRatio: 0.9 };
  return [
    new CompressionPlugin({
      ...common,
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      compressionOptions: BROTLI_OPTIONS,
    }),
    new CompressionPlugin({ ...common, filename: '[path][base].gz', algorithm: 'gzip', compressionOptions: GZIP_OPTIONS }),
  ];
}

module.exports = { brotli, gzip, precompressPlugins };
