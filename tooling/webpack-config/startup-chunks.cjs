// Fewer, earlier requests for what every page needs before it can render.
const fs = require('node:fs');
const path = require('node:path');
const crypto = require('node:crypto');

const SEP = '[\\\\/]';
/** A module inside one of the named npm packages, with or without pnpm's .pnpm/<id>/ folder. */
const inPackages = (names) =>
  new RegExp(`${SEP}node_modules${SEP}(?:\\.pnpm${SEP}[^\\\\/]+${SEP}node_modules${SEP})?(?:${names.join('|')})${SEP}`);

const reactPackages = inPackages(['react', 'react-dom', 'scheduler']);
const routerPackages = inPackages(['react-router', 'react-router-dom', 'cookie', 'set-cookie-parser', 'zustand', 'use-sync-external-store']);
const zodPackage = inPackages(['zod']);

/** The shared package's source folder (a workspace symlink, resolved as webpack resolves it). */
function sharedSourceDir(dirname) {
  for (let dir = dirname; path.dirname(dir) !== dir; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', '@group', 'shared');
    if (fs.existsSync(candidate)) return path.join(fs.realpathSync(candidate), 'src') + path.sep;
  }
  return undefined;
}

/**
 * Shared modules each get an async chunk of their own, and with HTTP/1.1's six connections per
 * origin, twenty small files queue behind each other before the first render. These groups put
 * them into three files: React, the router (with zustand), and the kit (@group/shared), and
 * zod with what uses it into a fourth, which no page needs before its first read in the browser.
 * Only unnamed async chunks are grouped, which are the shared modules' own and the API client's
 * lazy reads; named ones (a page's bootstrap, the kit's lazy Swiper, glightbox and DOMPurify
 * parts, a remote's exposed modules) stay apart, so what is loaded on demand stays on demand.
 */
function startupCacheGroups(dirname) {
  const sharedDir = sharedSourceDir(dirname);
  const chunks = (chunk) => !chunk.name;
  const resourceOf = (module) => module.resource || (module.rootModule && module.rootModule.resource) || '';
  return {
    react: { test: reactPackages, name: 'react', chunks, enforce: true, priority: 30 },
    router: { test: routerPackages, name: 'router', chunks, enforce: true, priority: 30 },
    // zod and the kit's modules that use it, the contract's schemas and the API client's reads: a
    // file fetched with the first read a page makes in the browser (docs/decisions/0018).
    contract: {
      test: (module, { chunkGraph, moduleGraph }) => {
        const file = resourceOf(module);
        if (zodPackage.test(file)) return true;
        if (!sharedDir || !file.startsWith(sharedDir)) return false;
        for (const connection of moduleGraph.getOutgoingConnections(module)) {
          if (connection.module && zodPackage.test(resourceOf(connection.module))) return true;
        }
        // A kit module that only ever comes with zod (the contract's index, its form messages,
        // the names of its read schemas): no page that goes without the contract needs it.
        const chunks = [...chunkGraph.getModuleChunksIterable(module)];
        const withZod = (chunk) => [...chunkGraph.getChunkModulesIterable(chunk)].some((other) => zodPackage.test(resourceOf(other)));
        return chunks.length > 0 && chunks.every(withZod);
      },
      name: 'contract',
      chunks,
      enforce: true,
      priority: 25,
    },
    kit: {
      test: (module, { moduleGraph }) => {
        const inShared = (file) => Boolean(sharedDir && file.startsWith(sharedDir));
        // An extracted stylesheet has no file of its own: it is its importing CSS module's.
        const fileOf = (candidate) =>
          resourceOf(candidate) ||
          (candidate.type === 'css/mini-extract' && resourceOf(moduleGraph.getIssuer(candidate) || {})) ||
          '';
        const file = fileOf(module);
        if (inShared(file)) return true;
        // A stylesheet the kit imports from a package (Swiper's layout rules) goes with the kit's:
        // walk up from the stylesheet to the module that imported it.
        if (!/\.css$/.test(file)) return false;
        let issuer = moduleGraph.getIssuer(module);
        while (issuer && fileOf(issuer) === file) issuer = moduleGraph.getIssuer(issuer);
        return Boolean(issuer && inShared(fileOf(issuer)));
      },
      name: 'kit',
      chunks,
      enforce: true,
      priority: 20,
    },
  };
}

/**
 * A remote's own stylesheets, its pages' included, in one file that comes with its routes module.
 * A page that is a chunk of its own (React.lazy) would otherwise have its stylesheet in that
 * chunk, which the manifest lists as loaded later: the site's server, which sends a remote's
 * routes stylesheets with the markup, could not know it, and the page would paint unstyled.
 */
function remoteStylesCacheGroup(dirname) {
  const sourceDir = path.join(dirname, 'src') + path.sep;
  return {
    type: 'css/mini-extract',
    test: (module, { moduleGraph }) => {
      const issuer = moduleGraph.getIssuer(module);
      return Boolean(issuer && issuer.resource && issuer.resource.startsWith(sourceDir));
    },
    name: 'page-styles',
    chunks: 'all',
    enforce: true,
    priority: 40,
  };
}

/**
 * Writes `page-assets.json` (@group/shared/page-renderer `PageAssets`): what the shell's server
 * names in every page it renders. The entry script starts the site; the named startup chunks are
 * what it loads at once, and their stylesheets are the page's own.
 * The entry keeps its plain name (it is revalidated); a query string of its content's hash changes
 * whenever it does.
 */
class PageAssetsPlugin {
  constructor({ entry, chunks }) {
    this.entry = entry;
    this.names = chunks;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PageAssetsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'PageAssetsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const files = new Set();
        for (const name of this.names) {
          const chunk = compilation.namedChunks.get(name);
          if (!chunk) throw new Error(`PageAssetsPlugin: no chunk named ${name}`);
          for (const group of chunk.groupsIterable) {
            for (const member of group.chunks) member.files.forEach((file) => files.add(file));
          }
        }
        const entryFiles = [...(compilation.entrypoints.get(this.entry)?.getFiles() ?? [])].filter((file) => file.endsWith('.js'));
        const hashOf = (file) => crypto.createHash('sha256').update(compilation.getAsset(file).source.buffer()).digest('hex').slice(0, 20);
        const assets = {
          bootstrapScripts: entryFiles.map((file) => `/${file}?${hashOf(file)}`),
          stylesheets: [...files].filter((file) => file.endsWith('.css')).map((file) => `/${file}`),
        };
        compilation.emitAsset('page-assets.json', new sources.RawSource(`${JSON.stringify(assets, null, 2)}\n`));
      });
    });
  }
}

module.exports = { startupCacheGroups, remoteStylesCacheGroup, PageAssetsPlugin };
