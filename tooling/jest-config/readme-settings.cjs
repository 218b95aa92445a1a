// The README's tables of a server's settings are made from the server's own schema: a package's
// test compares its table with what the schema says (and writes it with UPDATE_README=1).
const fs = require('node:fs');
const path = require('node:path');

const README = path.resolve(__dirname, '../../README.md');

const cell = (text) => String(text).replace(/\|/g, '\\|').replace(/\n/g, ' ');

/** A markdown table: variable, what it sets, default, and whether it is a secret. */
function settingsTable(variables) {
  const rows = variables.map(
    ({ name, description, default: fallback, secret }) =>
      `| \`${name}\` | ${cell(description)}${secret ? ' (secret: masked by `--check-config`)' : ''} | ${fallback === undefined ? 'unset' : cell(fallback)} |`,
  );
  return ['| variable | what it sets | default |', '|---|---|---|', ...rows].join('\n');
}

const markers = (name) => [`<!-- settings: ${name} (made from its schema; UPDATE_README=1 pnpm --filter ${name} test readme) -->`, `<!-- /settings: ${name} -->`];

/** The table between the package's markers in the README, or undefined when they are missing. */
function readmeSettings(name, readme = fs.readFileSync(README, 'utf8')) {
  const [start, end] = markers(name);
  const from = readme.indexOf(start);
  const to = readme.indexOf(end);
  if (from < 0 || to < from) return undefined;
  return readme.slice(from + start.length, to).trim();
}

/** Writes the table between the package's markers (UPDATE_README=1). */
function writeReadmeSettings(name, table) {
  const readme = fs.readFileSync(README, 'utf8');
  const [start, end] = markers(name);
  const from = readme.indexOf(start);
  const to = readme.indexOf(end);
  if (from < 0 || to < from) throw new Error(`README.md has no ${start} … ${end} section`);
  fs.writeFileSync(README, `${readme.slice(0, from + start.length)}\n${table}\n${readme.slice(to)}`);
}

module.exports = { settingsTable, readmeSettings, writeReadmeSettings, markers };
