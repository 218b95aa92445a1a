// A remote's first-load budget on a real production build of a tiny federated remote.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const zlib = require('node:zlib');
const webpack = require('webpack');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { BudgetPlugin, readBudget } = require('../budget.cjs');
const { precompressPlugins } = require('../precompress.cjs');

let folder;
beforeEach(() => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'budget-fixture-'));
  const src = path.join(folder, 'src');
  fs.mkdirSync(src);
  fs.writeFileSync(
    path.join(src, 'routes.js'),
    "import './routes.css';\nexport const routes = [{ path: '/tiny', title: 'A tiny page of a tiny remote' }];\n",
  );
  fs.writeFileSync(path.join(src, 'routes.css'), '.tiny { color: #123456; margin: 0 auto; max-width: 40rem; }\n.tiny h1 { font-size: 2rem; }\n');
  fs.writeFileSync(path.join(src, 'card.js'), "export const card = (title) => `<article>${title}</article>`;\n");
});

/** Modules a page loads later: not first load. They also make the manifest large enough to be precompressed. */
const laterExposes = Object.fromEntries(['card', 'teaser', 'banner', 'footer-card'].map((name) => [`./${name}`, './src/card.js']));
afterEach(() => fs.rmSync(folder, { recursive: true, force: true }));

/** A production build of the fixture with `budget` in its package.json; resolves to its stats. */
function build(budget) {
  fs.writeFileSync(path.join(folder, 'package.json'), JSON.stringify({ name: 'tiny-remote', version: '1.0.0', budget }));
  const compiler = webpack({
    mode: 'production',
    context: folder,
    entry: {},
    output: { path: path.join(folder, 'dist'), publicPath: 'auto', chunkFilename: '[name].[contenthash:10].js', clean: true },
    module: { rules: [{ test: /\.css$/, use: [MiniCssExtractPlugin.loader, require.resolve('css-loader')] }] },
    plugins: [
      new ModuleFederationPlugin({ name: 'tiny_remote', filename: 'remoteEntry.js', exposes: { './routes': './src/routes.js', ...laterExposes }, manifest: true, dts: false }),
      new MiniCssExtractPlugin({ chunkFilename: '[name].[contenthash:10].css' }),
      ...precompressPlugins(),
      new BudgetPlugin({ ...readBudget(folder), expose: 'routes' }),
    ],
    infrastructureLogging: { level: 'error' },
  });
  return new Promise((resolve, reject) => {
    compiler.run((error, stats) => compiler.close(() => (error ? reject(error) : resolve(stats))));
  });
}

const dist = (file) => path.join(folder, 'dist', file);
const readManifest = () => JSON.parse(fs.readFileSync(dist('mf-manifest.json'), 'utf8'));
const brotliBytes = (file) =>
  zlib.brotliCompressSync(fs.readFileSync(dist(file)), { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

test('a build within its budget passes and writes its figures into its manifest and the compressed copies', async () => {
  const stats = await build({ firstLoadJs: '200 kB', firstLoadCss: '10 kB' });
  expect(stats.compilation.errors.map(String)).toEqual([]);

  const manifest = readManifest();
  const routes = manifest.exposes.find((expose) => expose.name === 'routes');
  expect(routes.assets.css.sync).toHaveLength(1);
  const jsFiles = ['remoteEntry.js', ...routes.assets.js.sync];
  const sum = (files) => files.reduce((total, file) => total + brotliBytes(file), 0);
  expect(manifest.metaData.budget).toEqual({
    firstLoadJs: { bytes: sum(jsFiles), limit: 200000 },
    firstLoadCss: { bytes: sum(routes.assets.css.sync), limit: 10000 },
  });
  // The copies servers send are the manifest the build wrote, figures included.
  const manifestText = fs.readFileSync(dist('mf-manifest.json'), 'utf8');
  expect(zlib.brotliDecompressSync(fs.readFileSync(dist('mf-manifest.json.br'))).toString()).toBe(manifestText);
  expect(zlib.gunzipSync(fs.readFileSync(dist('mf-manifest.json.gz'))).toString()).toBe(manifestText);
}, 180000);

test('a build over its budget fails with an error naming each file and the amount over', async () => {
  const stats = await build({ firstLoadJs: '1 kB', firstLoadCss: '20 B' });

  expect(stats.hasErrors()).toBe(true);
  expect(stats.compilation.warnings.map(String)).toEqual([]);
  const messages = stats.compilation.errors.map((error) => error.message);
  const size = '(\\d+\\.\\d) kB';
  const js = new RegExp(`^tiny-remote: first-load JavaScript ${size} \\(brotli\\) is ${size} over its budget of 1\\.0 kB: remoteEntry\\.js ${size}, __federation_expose_routes\\.\\w+\\.js ${size}$`);
  const css = new RegExp(`^tiny-remote: first-load CSS ${size} \\(brotli\\) is ${size} over its budget of 0\\.0 kB: __federation_expose_routes\\.\\w+\\.css ${size}$`);
  expect(messages).toEqual([expect.stringMatching(js), expect.stringMatching(css)]);
  const [, total, over, entry, exposed] = js.exec(messages[0]).map(Number);
  expect(total - over).toBeCloseTo(1.0, 1);
  expect(entry + exposed).toBeCloseTo(total, 0);
  // The files are written, the figures with them (the Node build after it publishes itself in this manifest).
  const { firstLoadJs } = readManifest().metaData.budget;
  expect(firstLoadJs.limit).toBe(1000);
  expect(firstLoadJs.bytes / 1000).toBeCloseTo(total, 1);
}, 180000);

test('a package without a complete budget is refused with what to write', () => {
  fs.writeFileSync(path.join(folder, 'package.json'), JSON.stringify({ name: 'tiny-remote' }));
  expect(() => readBudget(folder)).toThrow(/declares no first-load budget: add "budget": \{ "firstLoadJs": "45 kB", "firstLoadCss": "8 kB" \}/);
  fs.writeFileSync(path.join(folder, 'package.json'), JSON.stringify({ name: 'tiny-remote', budget: { firstLoadJs: '45 kB', firstLoadCss: '8 kilobytes' } }));
  expect(() => readBudget(folder)).toThrow(/budget\.firstLoadCss: "8 kilobytes" is not a size/);
  fs.writeFileSync(path.join(folder, 'package.json'), JSON.stringify({ name: 'tiny-remote', budget: { firstLoadJs: '45 kB' } }));
  expect(() => readBudget(folder)).toThrow(/the budget needs firstLoadCss too/);
});
