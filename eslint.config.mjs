// One lint setup for the workspace. Each package runs `eslint src` from its own folder; no package
// has a config of its own, and every rule below is set once for each file.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import remoteList from './shared/src/config/remotes.json' with { type: 'json' };

const root = path.dirname(fileURLToPath(import.meta.url));
const remotes = Object.values(remoteList).map((remote) => remote.packageDir);

/** The names shared/src/router/browser-router.ts re-exports: what browsers get of the router. */
const browserRouterNames = [
  ...fs.readFileSync(new URL('./shared/src/router/browser-router.ts', import.meta.url), 'utf8').matchAll(/export \{([^}]*)\}/g),
].flatMap(([, names]) => names.split(',').map((name) => name.trim()).filter(Boolean));

// The skeleton of docs/decisions/0024-remote-skeleton.md: the shell and every remote keep code used
// by several features in `src/common/` and each feature in `src/features/<feature>/`.
const skeletonPackages = ['shell', ...remotes];

/** The feature folders on disk now (read each time lint starts, so new features are covered). */
const featuresOf = (pkg) => {
  const dir = path.join(root, pkg, 'src', 'features');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('__'))
    .map((entry) => entry.name);
};

const skeletonZones = skeletonPackages.flatMap((pkg) => {
  const features = `${pkg}/src/features`;
  return [
    {
      target: `${pkg}/src/common`,
      from: features,
      message: 'common/ is what features share; it never imports a feature.',
    },
    ...featuresOf(pkg).map((feature) => ({
      target: `${features}/${feature}`,
      from: features,
      except: [`./${feature}`],
      message: 'A feature never imports a sibling feature: move what both need to common/ (or to shared).',
    })),
    // exposed/ and standalone/ sit on top: they import features, never the other way round.
    ...['exposed', 'standalone'].map((outer) => ({
      target: [features, `${pkg}/src/common`],
      from: `${pkg}/src/${outer}`,
      message: `${outer}/ is built on the features; features and common/ never import it.`,
    })),
  ];
});

// Packages meet only through their public entries (package.json `exports`), never their files.
const workspaceImportPatterns = [
  {
    group: ['@group/*/src', '@group/*/src/**', ...[...skeletonPackages, 'site-server', 'content-api'].flatMap((pkg) => [`${pkg}/src`, `${pkg}/src/**`])],
    message: "Use a package through its public entries (its package.json exports), never its files.",
  },
];

// Outside the skeleton packages, reaching three folders up means crossing a part of the package.
// Inside them the zones above say exactly which folders may import which (a feature's component
// importing `../../../common/...` is the skeleton working as meant).
const depthPattern = { group: ['../../../*'], message: 'Import across features through the package surface.' };

/** Code that runs in browsers: not the server render, tests or test helpers. */
const browserCodeIgnores = ['**/server/**', '**/testing/**', '**/test-support/**', '**/__tests__/**', '**/*.test.{ts,tsx}'];

const browserRouterPath = {
  name: 'react-router-dom',
  allowImportNames: browserRouterNames,
  allowTypeImports: true,
  message: 'Browsers get only the names shared/src/router/browser-router.ts exports: add it there first.',
};

const contractValuesPath = {
  name: '@group/shared/contract',
  allowTypeImports: true,
  message: "The contract's schemas bring zod into the page's first load: import from @group/shared/records and name the read's schema (api.getList(path, 'homeBanner')).",
};

/** The one `no-restricted-imports` setting for a file group: the workspace's patterns plus the group's own. */
const restrictedImports = ({ paths = [], patterns = [] } = {}) => [
  'error',
  { paths, patterns: [...workspaceImportPatterns, ...patterns] },
];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/@mf-types/**', '**/coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  // Import boundaries, for every source file. Each file gets exactly one `no-restricted-imports`
  // setting: the workspace's, or, in a remote, the workspace's plus "no other remote".
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver': undefined,
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ alwaysTryTypes: true, project: path.join(root, 'tsconfig.base.json') }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: skeletonZones }],
      'import-x/no-relative-packages': 'error',
    },
  },
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    ignores: skeletonPackages.map((pkg) => `${pkg}/**`),
    rules: { 'no-restricted-imports': restrictedImports({ patterns: [depthPattern] }) },
  },
  {
    files: ['shell/**/*.{ts,tsx,js,mjs,cjs}'],
    rules: { 'no-restricted-imports': restrictedImports() },
  },
  // No remote imports another remote; remotes meet only in the shell, through federation.
  ...remotes.map((remote) => {
    const others = remotes.filter((r) => r !== remote);
    const message = 'Remotes never import each other.';
    return {
      files: [`${remote}/**/*.{ts,tsx,js,mjs,cjs}`],
      rules: {
        'no-restricted-imports': restrictedImports({
          paths: others.map((name) => ({ name, message })),
          patterns: [{ group: others.map((r) => `${r}/*`), message }],
        }),
      },
    };
  }),
  {
    files: ['**/*.{ts,tsx}'],
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  // Browsers get only these parts of react-router-dom (shared/src/router/browser-router.ts); the
  // server render, tests and test helpers may use the rest.
  {
    files: ['{shell,shared,mfe-*}/src/**/*.{ts,tsx}'],
    ignores: browserCodeIgnores,
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { paths: [browserRouterPath] }] },
  },
  // What the home page loads first takes no zod (docs/decisions/0018): the shell and the home
  // remote read records through @group/shared/records, naming the schema each read expects.
  {
    files: ['{shell,mfe-home}/src/**/*.{ts,tsx}'],
    ignores: browserCodeIgnores,
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { paths: [browserRouterPath, contractValuesPath] }] },
  },
  // Servers, scripts and build configuration run in Node.
  {
    files: ['**/*.{cjs,mjs,js}'],
    languageOptions: { globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off', 'no-redeclare': ['error', { builtinGlobals: false }] },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
  },
  // Playwright fixtures call their continuation `use`; it is not a React hook.
  {
    files: ['e2e/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  // Scripts served to browsers as they are.
  {
    files: ['e2e/support/recaptcha-stand-in.js'],
    languageOptions: { sourceType: 'script', globals: { ...globals.browser } },
  },
  {
    files: ['**/*.test.{ts,tsx,cjs}', '**/test/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.jest } },
  },
);
