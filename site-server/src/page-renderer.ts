import fs from 'node:fs';
import path from 'node:path';
import { PAGE_RENDERER_ENTRY } from '@group/shared/page-renderer';
import type { PageRenderer, PageRendererModule, PageRendererOptions } from '@group/shared/page-renderer';

/**
 * The shell's page renderer from its build (`<root>/server/server.js`). The Node build starts
 * asynchronously (federation's asyncStartup): its exports may come as a promise. A build without
 * it cannot serve pages, and says so.
 */
export async function loadPageRenderer(options: PageRendererOptions): Promise<PageRenderer> {
  const entry = path.resolve(options.root, PAGE_RENDERER_ENTRY);
  if (!fs.existsSync(entry)) throw new Error(`Nothing to render pages with: ${entry} is missing (run the build first)`);
  // A path known only at run time: the shell's build, never bundled into this server.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const loaded = (await (require(entry) as PageRendererModule | Promise<PageRendererModule>)) as PageRendererModule;
  if (typeof loaded.createPageRenderer !== 'function') throw new Error(`${entry} does not export createPageRenderer`);
  return loaded.createPageRenderer(options);
}
