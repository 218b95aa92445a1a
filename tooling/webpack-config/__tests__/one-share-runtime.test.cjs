// One sharing runtime in a federated build, on real builds of a tiny remote that shares a module.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const vm = require('node:vm');
const webpack = require('webpack');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { OneShareRuntimePlugin } = require('../one-share-runtime.cjs');

let folder;
beforeEach(() => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'share-runtime-fixture-'));
  fs.mkdirSync(path.join(folder, 'src'));
  fs.writeFileSync(path.join(folder, 'src', 'lib.js'), "export const greet = () => 'hello';\n");
  fs.writeFileSync(path.join(folder, 'src', 'page.js'), "import { greet } from 'tiny-lib';\nexport const page = () => greet();\n");
});
afterEach(() => fs.rmSync(folder, { recursive: true, force: true }));

/** A production build (not minified, to be read) of the remote; resolves to its remoteEntry.js. */
function build(plugins) {
  const compiler = webpack({
    mode: 'production',
    context: folder,
    entry: {},
    target: 'web',
    resolve: { alias: { 'tiny-lib$': path.join(folder, 'src/lib.js') } },
    output: { path: path.join(folder, 'dist'), publicPath: '/', clean: true },
    optimization: { minimize: false },
    plugins: [
      new ModuleFederationPlugin({
        name: 'tiny_remote',
        filename: 'remoteEntry.js',
        exposes: { './page': './src/page.js' },
        shared: { 'tiny-lib': { version: '1.0.0', import: './src/lib.js', singleton: true } },
        manifest: false,
        dts: false,
      }),
      ...plugins,
    ],
    infrastructureLogging: { level: 'error' },
  });
  return new Promise((resolve, reject) => {
    compiler.run((error, stats) =>
      compiler.close(() => {
        if (error) return reject(error);
        if (stats.hasErrors()) return reject(new Error(stats.toString('errors-only')));
        return resolve(fs.readFileSync(path.join(folder, 'dist', 'remoteEntry.js'), 'utf8'));
      }),
    );
  });
}

const initializers = (code) => code.match(/__webpack_require__\.I = /g) ?? [];

test("a remote's entry keeps only the federation's sharing runtime, and its container still offers what it shares", async () => {
  const code = await build([new OneShareRuntimePlugin()]);

  expect(initializers(code)).toHaveLength(1);
  expect(code).toMatch(/__webpack_require__\.I = [^;]*?bundlerRuntime\.I\(/s);

  // The container, started as a page would: its shared module is offered in the page's scope.
  const page = { console, setTimeout, clearTimeout };
  page.self = page;
  vm.createContext(page);
  vm.runInContext(code, page, { filename: 'remoteEntry.js' });
  const shareScope = {};
  await page.tiny_remote.init(shareScope);
  expect(Object.keys(shareScope['tiny-lib'])).toEqual(['1.0.0']);
  expect(shareScope['tiny-lib']['1.0.0'].from).toBe('tiny_remote');
}, 180000);

test('without it, webpack writes a second sharing runtime that the federation one replaces', async () => {
  // When this fails, webpack or the federation plugin stopped adding two: the plugin can go.
  expect(initializers(await build([]))).toHaveLength(2);
}, 180000);
