// Starts `scripts/start-cluster.mjs` as an operator does, in a process of its own, for whoever
// measures or tests the cluster: resolves once it is ready, with what its cluster.json says.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../site-apps.mjs';

/** `env` is added to ours (CLUSTER_PORT_BASE, CLUSTER_DIR and the servers' settings). */
export async function launchCluster({ dir, env = {} }) {
  const child = spawn(process.execPath, [path.join(repoRoot, 'scripts/start-cluster.mjs')], {
    cwd: repoRoot,
    env: { ...process.env, CLUSTER_DIR: dir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
  const stateFile = path.join(dir, 'cluster.json');
  const state = await new Promise((resolve, reject) => {
    const check = setInterval(() => {
      try {
        const current = JSON.parse(fs.readFileSync(stateFile, 'utf8'));
        if (current.ready && current.supervisor === child.pid) {
          clearInterval(check);
          resolve(current);
        }
      } catch {
        // not written yet, or being written
      }
    }, 200);
    void exited.then((code) => {
      clearInterval(check);
      reject(new Error(`the cluster stopped (${code}) before it was ready:\n${output}`));
    });
  });
  return {
    state,
    output: () => output,
    /** SIGTERM, as Ctrl-C; resolves with the command's exit code once it has ended. */
    stop: () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}
