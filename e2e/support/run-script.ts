// One of the repository's scripts (scripts/*.mjs) run as an operator runs it: its own process, its
// output and exit code.
import { spawn } from 'node:child_process';
import type { ChildProcessWithoutNullStreams } from 'node:child_process';
import path from 'node:path';

const repo = path.resolve(__dirname, '../..');

export type ScriptRun = { code: number | null; stdout: string; stderr: string };

/** Starts `scripts/<script>` with `args`; `env` is added to the environment. */
export const startScript = (script: string, args: string[], env: Record<string, string> = {}): ChildProcessWithoutNullStreams =>
  spawn(process.execPath, [path.join(repo, 'scripts', script), ...args], { env: { ...process.env, ...env } });

/** What a started script printed, once it has exited. */
export function finished(child: ChildProcessWithoutNullStreams): Promise<ScriptRun> {
  return new Promise((resolve) => {
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

export const runScript = (script: string, args: string[], env: Record<string, string> = {}): Promise<ScriptRun> => finished(startScript(script, args, env));
