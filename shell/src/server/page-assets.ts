import fs from 'node:fs';
import path from 'node:path';
import { PAGE_ASSETS_FILE } from '@group/shared/page-renderer';
import type { PageAssets } from '@group/shared/page-renderer';

const isStringList = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === 'string');

/**
 * What the shell's browser build names for its pages (tooling/webpack-config PageAssetsPlugin):
 * its entry script and its startup stylesheets, read once at start.
 */
export function readPageAssets(root: string): PageAssets {
  const file = path.join(root, PAGE_ASSETS_FILE);
  const assets = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<PageAssets>;
  if (!isStringList(assets.bootstrapScripts) || !isStringList(assets.stylesheets)) {
    throw new Error(`${file} does not list bootstrapScripts and stylesheets`);
  }
  return { bootstrapScripts: assets.bootstrapScripts, stylesheets: assets.stylesheets };
}
