// Runs a TypeScript module of the workspace from this CommonJS configuration: bundled in memory
// with esbuild, as the Node packages are built (tooling/node-bundle).
const Module = require('node:module');
const { buildSync } = require('esbuild');

/** The exports of `file` (a TypeScript module), with what it imports bundled in. */
function requireSource(file) {
  const { outputFiles } = buildSync({ entryPoints: [file], bundle: true, platform: 'node', format: 'cjs', target: 'node20', write: false, logLevel: 'warning' });
  const loaded = new Module(file);
  loaded.filename = file;
  loaded.paths = Module._nodeModulePaths(require('node:path').dirname(file));
  loaded._compile(outputFiles[0].text, file);
  return loaded.exports;
}

module.exports = { requireSource };
