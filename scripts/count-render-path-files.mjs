// `node scripts/count-render-path-files.mjs`: how many of the workspace's own source files a page
// request passes through before its first byte. site-server's server factory and the shell's Node
// entry (the page renderer) are bundled as their builds bundle them, and every workspace file
// the bundle reads is listed, except the UI (the kit's `ui/`, the shell's `layout/`, any
// `components/` folder), the contract's zod schemas (shared/src/contract) and stylesheets.
// npm packages are left out of the bundle. Prints the files, then their number.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The shell's Node entry, as its webpack configuration names it (`serverEntry`). */
function shellServerEntry() {
  const config = fs.readFileSync(path.join(root, 'shell/webpack.config.cjs'), 'utf8');
  const entry = /serverEntry:\s*'([^']+)'/.exec(config)?.[1];
  if (!entry) throw new Error('shell/webpack.config.cjs names no serverEntry');
  return path.join('shell', entry);
}

const entryPoints = ['site-server/src/create-site-server.ts', shellServerEntry()];

/** Bare imports are npm packages, kept out of the bundle; the workspace's own (@group/*) are bundled. */
const npmPackagesExternal = {
  name: 'npm-packages-external',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^[^./]/ }, ({ path: specifier }) =>
      specifier.startsWith('@group/') ? undefined : { path: specifier, external: true },
    );
  },
};

const counted = (file) =>
  !file.includes('node_modules/') &&
  !/\.(css|svg|png|jpe?g|webp|avif|woff2?)$/.test(file) &&
  !file.startsWith('shared/src/contract/') &&
  !/(^|\/)(ui|components)\//.test(file) &&
  !file.startsWith('shell/src/layout/');

const { metafile } = await build({
  absWorkingDir: root,
  entryPoints,
  bundle: true,
  write: false,
  metafile: true,
  platform: 'node',
  format: 'esm',
  outdir: 'render-path-count',
  logLevel: 'error',
  loader: { '.css': 'empty', '.svg': 'empty' },
  plugins: [npmPackagesExternal],
});

const files = Object.keys(metafile.inputs).filter(counted).sort();
console.log(files.join('\n'));
console.log(`\n${files.length} source files on the render path (from ${entryPoints.join(' and ')})`);
