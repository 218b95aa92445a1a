// The command line of `pnpm deploy:remote` and `pnpm release`: options parsed strictly, a clear
// message and exit code 2 for what cannot be parsed, 1 for what fails, `--help` on stdout.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { DEFAULT_RETENTION } from '@group/deployment-folder';
import { remoteApps } from './site-apps.mjs';

export const remoteNames = remoteApps.map((remote) => remote.name).join('|');

/** Options every command that writes a deployment folder has. */
export const FOLDER_OPTIONS = {
  to: { type: 'string' },
  wait: { type: 'string' },
  keep: { type: 'string' },
  'keep-hours': { type: 'string' },
  'keep-staged': { type: 'string' },
};

const exitWithUsage = (prefix, usage, message) => {
  console.error(`${prefix} ${message}\n${usage}`);
  process.exit(2);
};

/** `process.argv` parsed by `options`, or the usage and exit 2; `--help` prints it and exits 0. */
export function parseCommandLine({ prefix, usage, options }) {
  let parsed;
  try {
    parsed = parseArgs({ args: process.argv.slice(2), options: { ...options, help: { type: 'boolean', short: 'h' } }, allowPositionals: true, strict: true });
  } catch (error) {
    const unknown = error.code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION' && /'([^']+)'/.exec(error.message)?.[1];
    exitWithUsage(prefix, usage, unknown ? `unknown option ${unknown}` : error.message);
  }
  if (parsed.values.help) {
    console.log(usage);
    process.exit(0);
  }
  return { values: parsed.values, positionals: parsed.positionals, fail: (message) => exitWithUsage(prefix, usage, message) };
}

/** The remote a command names, by its name or its package folder; exits with the usage otherwise. */
export function remoteNamed(name, fail) {
  const app = remoteApps.find((remote) => remote.name === name || remote.dir === name);
  if (!app) fail(name ? `"${name}" is not a remote: use one of ${remoteNames}` : 'name a remote');
  return app;
}

/** The folder, retention and wait options as the library takes them. */
export function folderSettings(values, fail) {
  if (!values.to) fail('--to <folder> is required');
  return {
    to: path.resolve(values.to),
    retention: {
      keep: Number(values.keep ?? DEFAULT_RETENTION.keep),
      keepForMs: values['keep-hours'] === undefined ? DEFAULT_RETENTION.keepForMs : Number(values['keep-hours']) * 60 * 60 * 1000,
      keepStaged: Number(values['keep-staged'] ?? DEFAULT_RETENTION.keepStaged),
    },
    waitMs: seconds(values.wait ?? '30', '--wait', fail) * 1000,
  };
}

function seconds(text, name, fail) {
  const value = Number(text);
  if (!(value >= 0)) fail(`${name} must be a number of seconds, 0 or more, got "${text}"`);
  return value;
}

/** Runs `work`; a failure is one line on stderr and exit code 1. */
export function runCommand(prefix, work) {
  try {
    work();
  } catch (error) {
    console.error(`${prefix} ${error.message}`);
    process.exit(1);
  }
}
