// The table `pnpm build` ends with, read from the manifests the remotes' builds wrote.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { budgetTable } = require('../budget-table.cjs');

let folder;
beforeEach(() => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'budget-table-'));
});
afterEach(() => fs.rmSync(folder, { recursive: true, force: true }));

/** A remote's manifest as its build writes it, with `budget` in its metaData (none when undefined). */
function manifest(buildName, budget) {
  const file = path.join(folder, buildName, 'mf-manifest.json');
  fs.mkdirSync(path.dirname(file));
  fs.writeFileSync(file, JSON.stringify({ id: buildName, metaData: { buildInfo: { buildVersion: '0.1.0', buildName }, ...(budget ? { budget } : {}) } }));
  return file;
}

test('prints one row for each remote: JS and CSS, each with its limit and the headroom left', () => {
  const files = [
    manifest('mfe-news', { firstLoadJs: { bytes: 12538, limit: 13800 }, firstLoadCss: { bytes: 1312, limit: 1500 } }),
    manifest('mfe-forms', { firstLoadJs: { bytes: 29529, limit: 32500 }, firstLoadCss: { bytes: 1900, limit: 1800 } }),
  ];

  const lines = budgetTable(files).split('\n');

  expect(lines[0]).toBe('First load of each remote (brotli) against its budget:');
  expect(lines[1].split(/\s{2,}/)).toEqual(['remote', 'JS', 'JS limit', 'JS headroom', 'CSS', 'CSS limit', 'CSS headroom']);
  expect(lines[2].split(/\s{2,}/)).toEqual(['mfe-news', '12.5 kB', '13.8 kB', '9.1 %', '1.3 kB', '1.5 kB', '12.5 %']);
  expect(lines[3].split(/\s{2,}/)).toEqual(['mfe-forms', '29.5 kB', '32.5 kB', '9.1 %', '1.9 kB', '1.8 kB', '-5.6 %']);
  expect(lines).toHaveLength(4);
  // Columns line up: every line is as wide as the header.
  expect(new Set(lines.slice(1).map((line) => line.length)).size).toBe(1);
});

test('a remote not built, or built without figures, is named', () => {
  const built = manifest('mfe-news', { firstLoadJs: { bytes: 1, limit: 2 }, firstLoadCss: { bytes: 1, limit: 2 } });
  const missing = path.join(folder, 'mfe-home', 'mf-manifest.json');
  expect(() => budgetTable([built, missing])).toThrow(`${missing} is missing: build that remote first`);
  const old = manifest('mfe-company');
  expect(() => budgetTable([built, old])).toThrow(`${old} carries no budget figures: build that remote again`);
});
