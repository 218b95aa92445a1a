// One way to build a Node package of the workspace into its dist/: the shared package is
// TypeScript source in the workspace, so it is bundled in; npm dependencies stay external and
// load from node_modules.
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';

/**
 * @param {{ root: string, entryPoints: Record<string, string> }} options  the package's folder, and
 *   its entries by output name (`{ index: 'src/index.ts' }` → dist/index.js)
 */
export async function bundleNodePackage({ root, entryPoints }) {
  const pkg = JSON.parse(await readFile(path.join(root, 'package.json'), 'utf8'));
  await rm(path.join(root, 'dist'), { recursive: true, force: true });
  await build({
    absWorkingDir: root,
    entryPoints,
    outdir: 'dist',
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    sourcemap: true,
    external: Object.keys(pkg.dependencies ?? {}),
    logLevel: 'warning',
  });
}
