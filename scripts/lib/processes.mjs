// Child processes with prefixed output, stopped together (with their own children) on exit.
import { spawn } from 'node:child_process';
import readline from 'node:readline';
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from './site-apps.mjs';

const children = new Set();
/** Children started in a process group of their own: signals go to the whole group. */
const groupLeaders = new WeakSet();

const sendSignal = (child, name) => process.kill(groupLeaders.has(child) ? -child.pid : child.pid, name);

const prefixLines = (stream, prefix, target) => {
  readline.createInterface({ input: stream }).on('line', (line) => target.write(`${prefix} ${line}\n`));
};

/**
 * Starts a command, by default in its own process group so stopping it stops whatever it started.
 * `ownGroup: false` keeps it in ours, so that whoever kills our group kills it too; for a command
 * that stops its own children. `user` ({ uid, gid }) runs it as another user (when we are root).
 */
export function startProcess(label, command, args, { cwd = repoRoot, env = process.env, ownGroup = true, user } = {}) {
  const child = spawn(command, args, { cwd, env, detached: ownGroup, stdio: ['ignore', 'pipe', 'pipe'], ...user });
  if (ownGroup) groupLeaders.add(child);
  const prefix = `[${label}]`;
  prefixLines(child.stdout, prefix, process.stdout);
  prefixLines(child.stderr, prefix, process.stderr);
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

/** Sends SIGTERM to a started process (its group, if it has one) and waits (up to 10 s, then SIGKILL) for it to end. */
export function stopProcess(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const timer = setTimeout(() => {
      try {
        sendSignal(child, 'SIGKILL');
      } catch {
        // already gone
      }
      resolve();
    }, 10000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    try {
      sendSignal(child, 'SIGTERM');
    } catch {
      clearTimeout(timer);
      resolve();
    }
  });
}

/** Stops every started process. */
export async function stopProcesses() {
  await Promise.all([...children].map(stopProcess));
}

/**
 * How to run pnpm: the one running this script when started through pnpm, else the version the
 * repository pins (package.json "packageManager") through npx.
 */
export function pnpmCommand() {
  const execPath = process.env.npm_execpath;
  if (execPath && /pnpm/.test(path.basename(execPath)) && fs.existsSync(execPath)) {
    return { command: process.execPath, args: [execPath] };
  }
  const { packageManager = 'pnpm@10' } = JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8'));
  return { command: 'npx', args: ['-y', packageManager] };
}

/** Runs a command to completion with inherited output; rejects on a non-zero exit. */
export function runToEnd(command, args, { cwd = repoRoot, env = process.env } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env, stdio: 'inherit' });
    child.once('error', reject);
    child.once('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} ended with ${signal ?? code}`)),
    );
  });
}

/**
 * Calls `stop` once on SIGINT or SIGTERM, then exits. A second signal while it stops (Ctrl-C pressed
 * twice, SIGTERM sent to the process and to its group) is ignored: the stop finishes, rather than
 * the process dying at once and leaving what it started running.
 */
export function onShutdown(stop) {
  let stopping = false;
  const handler = async (signal) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping…`);
    try {
      await stop();
    } finally {
      process.exit(0);
    }
  };
  process.on('SIGINT', handler);
  process.on('SIGTERM', handler);
}
