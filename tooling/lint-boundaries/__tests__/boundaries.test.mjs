// The workspace's eslint.config.mjs, run on a throwaway workspace laid out like this one, catches a
// planted import of each kind docs/decisions/0024-remote-skeleton.md forbids, and nothing in a
// clean remote. Also checks that no package can set these rules for itself.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const boundaryRules = ['no-restricted-imports', 'import-x/no-restricted-paths', 'import-x/no-relative-packages', 'import-x/no-cycle'];

let workspace;
let results;

function write(file, text) {
  const target = path.join(workspace, file);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.writeFileSync(target, text);
}

const packageJson = (name, extra = {}) => JSON.stringify({ name, version: '0.0.0', private: true, ...extra });

before(async () => {
  workspace = fs.mkdtempSync(path.join(os.tmpdir(), 'lint-boundaries-'));
  fs.copyFileSync(path.join(repo, 'eslint.config.mjs'), path.join(workspace, 'eslint.config.mjs'));
  fs.copyFileSync(path.join(repo, 'tsconfig.base.json'), path.join(workspace, 'tsconfig.base.json'));
  fs.symlinkSync(path.join(repo, 'node_modules'), path.join(workspace, 'node_modules'), 'dir');
  write('package.json', packageJson('fixture-workspace'));

  // shared: a package with public entries.
  write('shared/package.json', packageJson('@group/shared', { exports: { '.': './src/index.ts', './ui': './src/ui/index.ts' } }));
  write(
    'shared/src/config/remotes.json',
    JSON.stringify({ alpha: { packageDir: 'mfe-alpha' }, beta: { packageDir: 'mfe-beta' } }),
  );
  write('shared/src/router/browser-router.ts', "export { Link } from 'react-router-dom';\n");
  write('shared/src/index.ts', "export const sharedName = 'shared';\n");
  write('shared/src/ui/button.ts', "export const buttonLabel = 'button';\n");
  write('shared/src/ui/index.ts', "export { buttonLabel } from './button';\n");

  for (const remote of ['mfe-alpha', 'mfe-beta']) {
    write(`${remote}/package.json`, packageJson(remote, { dependencies: { '@group/shared': 'workspace:*' } }));
    fs.mkdirSync(path.join(workspace, remote, 'node_modules/@group'), { recursive: true });
    fs.symlinkSync(path.join(workspace, 'shared'), path.join(workspace, remote, 'node_modules/@group/shared'), 'dir');
  }
  write('mfe-beta/src/exposed/routes.ts', "export const betaRoutes = ['beta'];\n");

  // mfe-alpha, clean: features use their own files, common/ and packages; exposed/ uses features.
  write('mfe-alpha/src/common/field.ts', "import { buttonLabel } from '@group/shared/ui';\n\nexport const fieldLabel = `${buttonLabel} field`;\n");
  write('mfe-alpha/src/features/careers/components/careers-page.ts', "import { fieldLabel } from '../../../common/field';\nimport { careersTitle } from '../careers-title';\n\nexport const careersPage = `${careersTitle} ${fieldLabel}`;\n");
  write('mfe-alpha/src/features/careers/careers-title.ts', "import { sharedName } from '@group/shared';\n\nexport const careersTitle = `careers ${sharedName}`;\n");
  write('mfe-alpha/src/features/contact/contact-page.ts', "import { fieldLabel } from '../../common/field';\n\nexport const contactPage = fieldLabel;\n");
  write('mfe-alpha/src/exposed/routes.ts', "import { careersPage } from '../features/careers/components/careers-page';\nimport { contactPage } from '../features/contact/contact-page';\n\nexport const routes = [careersPage, contactPage];\n");

  // mfe-alpha, one planted violation per file.
  write('mfe-alpha/src/features/contact/sibling-feature.ts', "import { careersTitle } from '../careers/careers-title';\n\nexport const siblingFeature = careersTitle;\n");
  write('mfe-alpha/src/common/common-to-feature.ts', "import { contactPage } from '../features/contact/contact-page';\n\nexport const commonToFeature = contactPage;\n");
  write('mfe-alpha/src/exposed/other-remote-by-name.ts', "import { betaRoutes } from 'mfe-beta';\n\nexport const otherRemote = betaRoutes;\n");
  write('mfe-alpha/src/exposed/other-remote-files.ts', "import { betaRoutes } from 'mfe-beta/src/exposed/routes';\n\nexport const otherRemoteFiles = betaRoutes;\n");
  write('mfe-alpha/src/exposed/other-remote-relative.ts', "import { betaRoutes } from '../../../mfe-beta/src/exposed/routes';\n\nexport const otherRemoteRelative = betaRoutes;\n");
  write('mfe-alpha/src/common/shared-files.ts', "import { buttonLabel } from '@group/shared/src/ui/button';\n\nexport const sharedFiles = buttonLabel;\n");
  write('mfe-alpha/src/common/shared-relative.ts', "import { buttonLabel } from '../../../shared/src/ui/button';\n\nexport const sharedRelative = buttonLabel;\n");
  write('mfe-alpha/src/features/contact/feature-to-exposed.ts', "import { routes } from '../../exposed/routes';\n\nexport const featureToExposed = routes;\n");
  write('mfe-alpha/src/features/cycle/cycle-a.ts', "import { b } from './cycle-b';\n\nexport const a = (): number => b() + 1;\n");
  write('mfe-alpha/src/features/cycle/cycle-b.ts', "import { a } from './cycle-a';\n\nexport const b = (): number => (Math.random() > 2 ? a() : 0);\n");

  const eslint = new ESLint({ cwd: workspace, overrideConfigFile: path.join(workspace, 'eslint.config.mjs') });
  results = new Map(
    (await eslint.lintFiles(['mfe-alpha/src', 'mfe-beta/src', 'shared/src'])).map((result) => [
      path.relative(workspace, result.filePath).split(path.sep).join('/'),
      result.messages,
    ]),
  );
});

after(() => {
  if (workspace) fs.rmSync(workspace, { recursive: true, force: true });
});

const rulesIn = (file) => {
  const messages = results.get(file);
  assert.ok(messages, `${file} was linted`);
  return messages.map((message) => message.ruleId ?? message.message);
};

const planted = [
  ['a feature importing a sibling feature', 'mfe-alpha/src/features/contact/sibling-feature.ts', 'import-x/no-restricted-paths'],
  ['common/ importing a feature', 'mfe-alpha/src/common/common-to-feature.ts', 'import-x/no-restricted-paths'],
  ['a remote importing another remote by name', 'mfe-alpha/src/exposed/other-remote-by-name.ts', 'no-restricted-imports'],
  ["a remote importing another remote's files", 'mfe-alpha/src/exposed/other-remote-files.ts', 'no-restricted-imports'],
  ["a relative import into another remote's folder", 'mfe-alpha/src/exposed/other-remote-relative.ts', 'import-x/no-relative-packages'],
  ["shared's files instead of its public entries", 'mfe-alpha/src/common/shared-files.ts', 'no-restricted-imports'],
  ["a relative import into shared's folder", 'mfe-alpha/src/common/shared-relative.ts', 'import-x/no-relative-packages'],
  ['a feature importing exposed/', 'mfe-alpha/src/features/contact/feature-to-exposed.ts', 'import-x/no-restricted-paths'],
  ['an import cycle', 'mfe-alpha/src/features/cycle/cycle-a.ts', 'import-x/no-cycle'],
  ['an import cycle (other end)', 'mfe-alpha/src/features/cycle/cycle-b.ts', 'import-x/no-cycle'],
];

for (const [kind, file, rule] of planted) {
  test(`lint fails on ${kind}`, () => {
    assert.ok(rulesIn(file).includes(rule), `${file}: expected ${rule}, got ${JSON.stringify(results.get(file))}`);
  });
}

test('lint passes a remote that keeps to the skeleton', () => {
  const clean = [
    'mfe-alpha/src/common/field.ts',
    'mfe-alpha/src/features/careers/components/careers-page.ts',
    'mfe-alpha/src/features/careers/careers-title.ts',
    'mfe-alpha/src/features/contact/contact-page.ts',
    'mfe-alpha/src/exposed/routes.ts',
    'mfe-beta/src/exposed/routes.ts',
    'shared/src/ui/index.ts',
  ];
  for (const file of clean) assert.deepEqual(results.get(file), [], file);
});

// The rules above hold only if no package sets lint rules of its own.
const packageDirs = () =>
  fs
    .readFileSync(path.join(repo, 'pnpm-workspace.yaml'), 'utf8')
    .split('\n')
    .map((line) => /^\s*-\s*['"]?([^'"]+)['"]?\s*$/.exec(line)?.[1])
    .filter((entry) => entry && !entry.includes('@'))
    .flatMap((entry) =>
      entry.endsWith('/*')
        ? fs.readdirSync(path.join(repo, entry.slice(0, -2)), { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => path.join(entry.slice(0, -2), d.name))
        : [entry],
    )
    .filter((dir) => fs.existsSync(path.join(repo, dir, 'package.json')));

function* sourceFiles(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (['node_modules', 'dist', 'coverage'].includes(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(full);
    else if (/\.(ts|tsx|js|jsx|mjs|cjs)$/.test(entry.name)) yield full;
  }
}

test('no package has its own lint config or lints with other rules', () => {
  for (const dir of packageDirs()) {
    const configs = fs.readdirSync(path.join(repo, dir)).filter((name) => /^(eslint\.config\.|\.eslintrc)/.test(name));
    assert.deepEqual(configs, [], `${dir} has its own lint config`);
    const { scripts = {}, eslintConfig } = JSON.parse(fs.readFileSync(path.join(repo, dir, 'package.json'), 'utf8'));
    assert.equal(eslintConfig, undefined, `${dir}/package.json has an eslintConfig`);
    for (const [name, script] of Object.entries(scripts)) {
      if (script.includes('eslint')) assert.doesNotMatch(script, /(^|\s)(-c|--config|--rule|--no-config-lookup|--no-inline-config)(\s|=|$)/, `${dir} script ${name}`);
    }
  }
});

test('no source file switches a boundary rule off', () => {
  const offenders = [];
  for (const dir of packageDirs()) {
    for (const file of sourceFiles(path.join(repo, dir))) {
      for (const [index, line] of fs.readFileSync(file, 'utf8').split('\n').entries()) {
        // `eslint-disable…` with no rule names switches every rule off; `/* eslint rule: … */` resets one.
        const disable = /eslint-disable(?:-next-line|-line)?\b([^*\n]*)/.exec(line);
        const names = disable ? disable[1].replace(/--.*$/, '').trim() : (/\/\*\s*eslint\s+([^*]*)/.exec(line)?.[1] ?? '');
        if ((disable && names === '') || boundaryRules.some((rule) => names.includes(rule))) {
          offenders.push(`${path.relative(repo, file)}:${index + 1}`);
        }
      }
    }
  }
  assert.deepEqual(offenders, []);
});

test('every test sits in a __tests__ folder beside what it tests (the browser tests are the e2e package)', () => {
  const misplaced = [];
  for (const dir of packageDirs().filter((name) => name !== 'e2e')) {
    for (const file of sourceFiles(path.join(repo, dir))) {
      if (/\.test\.[cm]?[jt]sx?$/.test(file) && !file.split(path.sep).includes('__tests__')) misplaced.push(path.relative(repo, file));
    }
  }
  assert.deepEqual(misplaced, []);
});
