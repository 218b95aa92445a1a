// Bundles the server and the leads command into dist/. The shared contract is TypeScript source in
// the workspace, so it is bundled in; real npm dependencies stay external and load from node_modules.
// Migrations are read from <package>/migrations at run time (dist/ sits one level below the root).
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.dirname(fileURLToPath(import.meta.url));
const pkg = JSON.parse(await readFile(path.join(root, 'package.json'), 'utf8'));

await rm(path.join(root, 'dist'), { recursive: true, force: true });
await build({
  absWorkingDir: root,
  entryPoints: { index: 'src/index.ts', 'leads-cli': 'src/leads-cli.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  sourcemap: true,
  external: Object.keys(pkg.dependencies ?? {}),
  logLevel: 'info',
});
