// Bundles the server and the leads command into dist/. Migrations are read from
// <package>/migrations at run time (dist/ sits one level below the root).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleNodePackage } from '@group/node-bundle';

await bundleNodePackage({
  root: path.dirname(fileURLToPath(import.meta.url)),
  entryPoints: { index: 'src/index.ts', 'leads-cli': 'src/leads-cli.ts' },
});
