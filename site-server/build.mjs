// dist/index.js listens; dist/site-server.js is the package's surface for the scripts, the browser
// tests and the shell's dev server.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleNodePackage } from '@group/node-bundle';

await bundleNodePackage({
  root: path.dirname(fileURLToPath(import.meta.url)),
  entryPoints: { index: 'src/index.ts', 'site-server': 'src/site-server.ts' },
});
