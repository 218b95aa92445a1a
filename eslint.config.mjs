// One lint setup for the workspace. Each package runs `eslint src` from its own folder.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import fs from 'node:fs';
import remoteList from './shared/src/config/remotes.json' with { type: 'json' };

const remotes = Object.values(remoteList).map((remote) => remote.packageDir);

/** The names shared/src/router/browser-router.ts re-exports: what browsers get of the router. */
const browserRouterNames = [
  ...fs.readFileSync(new URL('./shared/src/router/browser-router.ts', import.meta.url), 'utf8').matchAll(/export \{([^}]*)\}/g),
].flatMap(([, names]) => names.split(',').map((name) => name.trim()).filter(Boolean));

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
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['../../../*'], message: 'Import across features through the package surface.' },
          ],
        },
      ],
    },
  },
  // No remote imports another remote; remotes meet only in the shell, through federation.
  ...remotes.map((remote) => ({
    files: [`${remote}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: remotes.filter((r) => r !== remote).map((name) => ({ name, message: 'Remotes never import each other.' })),
          patterns: [{ group: remotes.filter((r) => r !== remote).map((r) => `${r}/*`), message: 'Remotes never import each other.' }],
        },
      ],
    },
  })),
  // Browsers get only these parts of react-router-dom (shared/src/router/browser-router.ts); the
  // server render, tests and test helpers may use the rest.
  {
    files: ['{shell,shared,mfe-*}/src/**/*.{ts,tsx}'],
    ignores: ['**/server/**', '**/testing/**', '**/test-support/**', '**/__tests__/**', '**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-router-dom',
              allowImportNames: browserRouterNames,
              allowTypeImports: true,
              message: 'Browsers get only the names shared/src/router/browser-router.ts exports: add it there first.',
            },
          ],
        },
      ],
    },
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
    files: ['**/*.test.{ts,tsx}', '**/test/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.jest } },
  },
);
