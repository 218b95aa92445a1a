// A remote's first-load budget (docs/decisions/0041-budgets-per-remote.md): what the host fetches
// to show its pages, brotli-compressed, against the limits its package.json declares.
const fs = require('node:fs');
const path = require('node:path');
const { brotli, gzip } = require('./precompress.cjs');

const MANIFEST = 'mf-manifest.json';
const KINDS = {
  firstLoadJs: { label: 'first-load JavaScript', type: 'js' },
  firstLoadCss: { label: 'first-load CSS', type: 'css' },
};
const UNITS = { B: 1, kB: 1000, MB: 1000 * 1000 };

/** `45 kB` (or a number of bytes) in bytes. */
function parseSize(value) {
  if (Number.isInteger(value) && value > 0) return value;
  const match = typeof value === 'string' ? /^(\d+(?:\.\d+)?)\s*(B|kB|MB)$/.exec(value.trim()) : null;
  if (!match || Number(match[1]) <= 0) throw new Error(`${JSON.stringify(value)} is not a size: write it as "45 kB", "800 B" or "1.2 MB"`);
  return Math.round(Number(match[1]) * UNITS[match[2]]);
}

/** Bytes as the budget's messages write them: `52.1 kB`. */
const formatSize = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;

/**
 * The package in `dirname`: its name and its `budget` in bytes (`firstLoadJs`, `firstLoadCss`, both required).
 * @returns {{ name: string, budget: { firstLoadJs: number, firstLoadCss: number } }}
 */
function readBudget(dirname) {
  const file = path.join(dirname, 'package.json');
  const { name, budget } = JSON.parse(fs.readFileSync(file, 'utf8'));
  const example = '"budget": { "firstLoadJs": "45 kB", "firstLoadCss": "8 kB" }';
  if (!budget || typeof budget !== 'object') throw new Error(`${file} declares no first-load budget: add ${example}`);
  const unknown = Object.keys(budget).filter((key) => !Object.hasOwn(KINDS, key));
  if (unknown.length > 0) throw new Error(`${file}: the budget has no ${unknown.join(', ')} (it has ${Object.keys(KINDS).join(', ')})`);
  const limits = Object.fromEntries(
    Object.keys(KINDS).map((kind) => {
      if (budget[kind] === undefined) throw new Error(`${file}: the budget needs ${kind} too, as in ${example}`);
      try {
        return [kind, parseSize(budget[kind])];
      } catch (error) {
        throw new Error(`${file}: budget.${kind}: ${error.message}`);
      }
    }),
  );
  return { name, budget: limits };
}

/**
 * The files the host loads to show the remote's pages, as its manifest lists them: the container
 * (remoteEntry.js) and the `expose` module's synchronous scripts and stylesheets.
 * @returns {{ js: string[], css: string[] }}  paths relative to the manifest's folder
 */
function firstLoadFiles(manifest, expose) {
  const exposed = manifest.exposes.find((entry) => entry.name === expose);
  if (!exposed) throw new Error(`${MANIFEST} exposes no "${expose}" (it exposes ${manifest.exposes.map((entry) => entry.name).join(', ') || 'nothing'})`);
  const { remoteEntry } = manifest.metaData;
  return {
    js: [path.posix.join(remoteEntry.path, remoteEntry.name), ...exposed.assets.js.sync],
    css: exposed.assets.css.sync,
  };
}

/** The error of a figure over its limit, naming each file and its size. */
function overBudgetMessage(name, kind, files, { bytes, limit }) {
  const listed = files.map((file) => `${file.name} ${formatSize(file.bytes)}`).join(', ');
  return `${name}: ${KINDS[kind].label} ${formatSize(bytes)} (brotli) is ${formatSize(bytes - limit)} over its budget of ${formatSize(limit)}: ${listed}`;
}

/**
 * A remote's browser build measures its first load once every file is final (after minifying, the
 * federation manifest and the compressed copies) and writes the figures into its manifest as
 * `metaData.budget` (`{ firstLoadJs: { bytes, limit }, firstLoadCss: { bytes, limit } }`), for the
 * site's status page and `pnpm build`'s table; the manifest's compressed copies are written again
 * to match. A figure over its limit is a compilation error naming the files, added once the files
 * are written: the Node build that follows still finds the manifest it publishes itself in, and
 * the build ends with the error and a non-zero exit.
 */
class BudgetPlugin {
  /** @param {{ name: string, budget: { firstLoadJs: number, firstLoadCss: number }, expose: string }} options */
  constructor(options) {
    this.options = options;
  }

  apply(compiler) {
    const { name, budget, expose } = this.options;
    const { Compilation, WebpackError, sources } = compiler.webpack;
    /** @type {WeakMap<object, string[]>} each compilation's over-budget messages */
    const overBudget = new WeakMap();
    compiler.hooks.thisCompilation.tap('BudgetPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'BudgetPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const manifestAsset = compilation.getAsset(MANIFEST);
        if (!manifestAsset) throw new Error(`${name}: no ${MANIFEST} to measure the first load from (the federation plugin writes it with manifest: true)`);
        const manifest = JSON.parse(manifestAsset.source.source().toString());
        const files = firstLoadFiles(manifest, expose);
        const messages = [];
        const figures = {};
        for (const [kind, { type }] of Object.entries(KINDS)) {
          const measured = files[type].map((file) => {
            const asset = compilation.getAsset(file);
            if (!asset) throw new Error(`${name}: ${MANIFEST} lists ${file}, which the build did not write`);
            return { name: file, bytes: brotli(asset.source.buffer()).length };
          });
          figures[kind] = { bytes: measured.reduce((sum, file) => sum + file.bytes, 0), limit: budget[kind] };
          if (figures[kind].bytes > figures[kind].limit) messages.push(overBudgetMessage(name, kind, measured, figures[kind]));
        }
        overBudget.set(compilation, messages);
        manifest.metaData.budget = figures;
        const body = Buffer.from(JSON.stringify(manifest, null, 2));
        compilation.updateAsset(MANIFEST, new sources.RawSource(body));
        for (const [suffix, compress] of [['.br', brotli], ['.gz', gzip]]) {
          if (compilation.getAsset(MANIFEST + suffix)) compilation.updateAsset(MANIFEST + suffix, new sources.RawSource(compress(body)));
        }
      });
    });
    compiler.hooks.afterEmit.tap('BudgetPlugin', (compilation) => {
      for (const message of overBudget.get(compilation) ?? []) {
        const error = new WebpackError(message);
        error.hideStack = true;
        compilation.errors.push(error);
      }
    });
  }
}

module.exports = { BudgetPlugin, KINDS, formatSize, readBudget };
