// Each worker of the browser suite runs its tests against a stack of its own (support/start-stack.mjs)
// on ports of its own (support/ports.mjs), so the workers share nothing but the machine.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { waitForAnswer } from '@group/wait-for-answer';
import { origin, ports } from './ports.mjs';

const START_TIMEOUT_MS = 120_000;

/** Starts this worker's stack; resolves, once the site answers, to what stops it. */
export async function startWorkerStack(): Promise<() => Promise<void>> {
  const child = spawn(process.execPath, [path.join(__dirname, 'start-stack.mjs')], { stdio: ['ignore', 'pipe', 'pipe'] });
  const label = `[stack ${ports.shell}] `;
  const relay = (to: NodeJS.WriteStream) => (chunk: Buffer) => to.write(chunk.toString().replace(/^(?=.)/gm, label));
  child.stdout.on('data', relay(process.stdout));
  child.stderr.on('data', relay(process.stderr));
  let exitCode: number | null = null;
  const exited = new Promise<void>((resolve) =>
    child.once('exit', (code, signal) => {
      exitCode = code ?? (signal ? 1 : 0);
      resolve();
    }),
  );
  const stop = async () => {
    if (exitCode === null) child.kill('SIGTERM');
    await exited;
  };
  try {
    const stillStarting = () => {
      if (exitCode !== null) throw new Error(`${label}the stack exited (${exitCode}) while it started`);
    };
    // The site, and the page on another origin that embeds the forms, which tests open too.
    for (const port of [ports.shell, ports.embedPage]) await waitForAnswer(`${origin(port)}/`, { timeoutMs: START_TIMEOUT_MS, stillStarting });
  } catch (error) {
    await stop();
    throw error;
  }
  return stop;
}
