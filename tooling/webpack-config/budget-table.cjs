// The table `pnpm build` ends with: every remote's first load against its budget, read from the
// manifests the builds wrote (`metaData.budget`, budget.cjs).
const fs = require('node:fs');
const { KINDS, formatSize } = require('./budget.cjs');

const COLUMNS = {
  firstLoadJs: ['JS', 'JS limit', 'JS headroom'],
  firstLoadCss: ['CSS', 'CSS limit', 'CSS headroom'],
};

/** What is left of the limit, in per cent of it (negative when over). */
const headroom = ({ bytes, limit }) => `${(((limit - bytes) / limit) * 100).toFixed(1)} %`;

function rowOf(manifestFile) {
  if (!fs.existsSync(manifestFile)) throw new Error(`${manifestFile} is missing: build that remote first`);
  const { metaData } = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
  if (!metaData.budget) throw new Error(`${manifestFile} carries no budget figures: build that remote again`);
  return [
    metaData.buildInfo.buildName,
    ...Object.keys(KINDS).flatMap((kind) => {
      const figures = metaData.budget[kind];
      return [formatSize(figures.bytes), formatSize(figures.limit), headroom(figures)];
    }),
  ];
}

/**
 * The table of the remotes whose manifests are given, one row each: first-load JavaScript and CSS
 * (brotli), each with its limit and the headroom left.
 * @param {string[]} manifestFiles
 */
function budgetTable(manifestFiles) {
  const rows = [['remote', ...Object.keys(KINDS).flatMap((kind) => COLUMNS[kind])], ...manifestFiles.map(rowOf)];
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  // The remote's name reads from the left, the figures from the right.
  const line = (row) => row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join('  ');
  return ['First load of each remote (brotli) against its budget:', ...rows.map(line)].join('\n');
}

module.exports = { budgetTable };
