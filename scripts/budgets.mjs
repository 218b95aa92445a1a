// The end of `pnpm build`: every remote's first load (brotli) against the budget its package.json
// declares, read from the manifests the builds just wrote (docs/decisions/0041-budgets-per-remote.md).
import { createRequire } from 'node:module';
import path from 'node:path';
import { remoteApps, repoRoot } from './lib/site-apps.mjs';

const { budgetTable } = createRequire(import.meta.url)('@group/webpack-config/budget-table.cjs');

try {
  console.log(budgetTable(remoteApps.map((app) => path.join(repoRoot, app.dir, 'dist', 'mf-manifest.json'))));
} catch (error) {
  console.error(error.message);
  process.exitCode = 1;
}
