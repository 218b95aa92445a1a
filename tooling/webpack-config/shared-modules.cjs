// The `shared` map of Module Federation: what every app takes from one copy at run time.
const fs = require('node:fs');
const path = require('node:path');

const { builtAgainst } = require('./build-env.cjs');

const readJson = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));

/** The package.json of a dependency as node would find it from `dirname` (exports maps aside). */
function packageJsonPath(name, dirname) {
  for (let dir = dirname; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', name, 'package.json');
    if (fs.existsSync(candidate)) return candidate;
    if (path.dirname(dir) === dir) throw new Error(`Cannot find ${name} from ${dirname}`);
  }
}

/** The version range an app declares for a dependency, or the installed version as a caret range. */
function declaredRange(appPackage, dirname, name) {
  const declared = { ...appPackage.peerDependencies, ...appPackage.dependencies }[name];
  if (declared && !declared.startsWith('workspace:')) return declared;
  const installed = readJson(packageJsonPath(name, dirname));
  return `^${installed.version}`;
}

/** Where @group/shared's files really are (its pnpm symlink resolved). */
const sharedPackageRoot = (dirname) => path.dirname(fs.realpathSync(packageJsonPath('@group/shared', dirname)));

/**
 * @group/shared is TypeScript source inside the workspace, reached through a pnpm symlink that
 * webpack resolves to its real path (no `node_modules` in it, so `allowNodeModulesSuffixMatch`
 * cannot apply). Each public entry of the package is therefore shared by its resolved file: every
 * import that lands on that file, through the package name or a relative path inside the
 * package, is consumed from the one copy. That keeps the store and the runtime configuration
 * single across the shell and the remotes.
 * The page renderer's contract is the server's (pollRemoteFiles, the renderer's types): only Node
 * builds share it. A browser build keeps the one constant it reads (REMOTE_ERRORS_PATH) in its own
 * code rather than download the whole entry with the kit.
 */
function sharedPackageEntries(dirname, buildTarget) {
  const manifestPath = packageJsonPath('@group/shared', dirname);
  const root = sharedPackageRoot(dirname);
  const manifest = readJson(manifestPath);
  const requiredVersion = `^${manifest.version}`;
  const entries = {};
  for (const [subpath, target] of Object.entries(manifest.exports)) {
    // Test helpers never ship in a bundle; the federation entry holds types only; data files
    // (remotes.json, for Node scripts) are read by the modules that need them.
    if (subpath === './testing' || subpath === './federation' || !/\.tsx?$/.test(target)) continue;
    if (subpath === './page-renderer' && buildTarget === 'web') continue;
    const file = path.join(root, target);
    if (!fs.existsSync(file)) continue;
    const shareKey = subpath === '.' ? manifest.name : `${manifest.name}/${subpath.slice(2)}`;
    entries[file] = {
      shareKey,
      import: file,
      version: manifest.version,
      requiredVersion,
      singleton: true,
      strictVersion: true,
    };
  }
  return entries;
}

/** react-router-dom pins react-router exactly; any compatible minor will do for sharing. */
const caret = (range) => (/^\d/.test(range) ? `^${range}` : range);

/** The part of the router browsers get: @group/shared's browser-router.ts (tree-shaken). */
function browserRouterExports(dirname) {
  return path.join(sharedPackageRoot(dirname), 'src/router/browser-router.ts');
}

/**
 * react-router's package exports name its development build only; its production build is in the
 * package beside it, the same code without the development warnings (console warnings, the
 * "Hey developer" note of the default error page). A production browser build takes that one.
 */
function routerProductionAliases(dirname) {
  const routerDir = path.dirname(packageJsonPath('react-router', sharedPackageRoot(dirname)));
  const aliases = {
    'react-router$': path.join(routerDir, 'dist/production/index.mjs'),
    'react-router/dom$': path.join(routerDir, 'dist/production/dom-export.mjs'),
  };
  for (const file of Object.values(aliases)) {
    if (!fs.existsSync(file)) throw new Error(`react-router's production build is not at ${file}`);
  }
  return aliases;
}

/**
 * Singletons of DESIGN.md: one React, one router, one zustand, one shared package. A browser
 * build shares the router's parts the apps use under the package's own name and version; the
 * Node build shares the whole package (the server render needs its static router too).
 */
function createSharedModules(dirname, { target = 'web' } = {}) {
  const appPackage = readJson(path.join(dirname, 'package.json'));
  const range = (name) => declaredRange(appPackage, dirname, name);
  const routerDom = readJson(packageJsonPath('react-router-dom', dirname));
  // A singleton the page already has in a version outside this app's range is refused (the
  // remote's page shows its fallback) rather than used: docs/decisions/0017-compatibility-policy.md.
  const singleton = (requiredVersion) => ({ singleton: true, requiredVersion, strictVersion: true });
  return withBuiltAgainst({
    react: singleton(range('react')),
    'react/': singleton(range('react')),
    'react-dom': singleton(range('react-dom')),
    'react-dom/': singleton(range('react-dom')),
    ...(target === 'web'
      ? {
          'react-router-dom': {
            ...singleton(range('react-router-dom')),
            import: browserRouterExports(dirname),
            version: routerDom.version,
          },
        }
      : {
          'react-router-dom': singleton(range('react-router-dom')),
          // react-router-dom 7 re-exports react-router: a second copy would mean a second router context.
          'react-router': singleton(caret(routerDom.dependencies['react-router'])),
        }),
    zustand: singleton(range('zustand')),
    ...sharedPackageEntries(dirname, target),
  });
}

/** The versions SHARED_BUILT_AGAINST names, declared as a build made against them would (build-env.cjs). */
function withBuiltAgainst(shared) {
  const versions = builtAgainst();
  for (const [key, config] of Object.entries(shared)) {
    const name = config.shareKey ?? key.replace(/\/$/, '');
    const version = versions[name] ?? versions[name.split('/').slice(0, name.startsWith('@') ? 2 : 1).join('/')];
    if (version) Object.assign(config, { version, requiredVersion: `^${version}` });
  }
  return shared;
}

module.exports = { createSharedModules, packageJsonPath, routerProductionAliases };
