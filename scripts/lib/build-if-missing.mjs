// `pnpm start` and `pnpm start:cluster` on a fresh clone: the build first, when any part is missing.
import fs from 'node:fs';
import path from 'node:path';
import { buildMarkers, repoRoot } from './site-apps.mjs';
import { pnpmCommand, runToEnd } from './processes.mjs';

export async function buildIfMissing() {
  const missing = buildMarkers.filter((file) => !fs.existsSync(file));
  if (missing.length === 0) return;
  console.log(`Building first (missing: ${missing.map((file) => path.relative(repoRoot, file)).join(', ')})`);
  const pnpm = pnpmCommand();
  await runToEnd(pnpm.command, [...pnpm.args, 'build']);
}
