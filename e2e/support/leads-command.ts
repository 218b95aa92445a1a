// `pnpm leads …` as an operator runs it: content-api's built command (what the script runs), its
// own process, with the settings of the server it acts on.
import { spawn } from 'node:child_process';
import path from 'node:path';

const repo = path.resolve(__dirname, '../..');

export type CommandRun = { code: number | null; stdout: string; stderr: string };

/** Runs `leads <args>` with `env` added to the environment and `input` typed on its stdin; answers once its output is read to the end. */
export function runLeadsCommand(args: string[], env: Record<string, string>, input = ''): Promise<CommandRun> {
  const child = spawn(process.execPath, [path.join(repo, 'content-api/dist/leads-cli.js'), ...args], { cwd: repo, env: { ...process.env, ...env } });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  child.stdin.end(input);
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** `leads users add <email>`, the password given on stdin as a script gives it. */
export async function addInboxUser(env: Record<string, string>, user: { email: string; password: string }): Promise<void> {
  const added = await runLeadsCommand(['users', 'add', user.email], env, `${user.password}\n`);
  if (added.code !== 0) throw new Error(`leads users add failed (${added.code}): ${added.stderr}`);
}
