// Where the stack under test listens. Every port derives from E2E_PORT_BASE (default 3100) and the
// worker's index, apart from the defaults of `pnpm start`, so a running site, the workers of a run
// and several test runs do not collide.
import os from 'node:os';
import path from 'node:path';
import remoteList from '@group/shared/remotes.json' with { type: 'json' };

/** The site's remotes (shared/src/config/remotes.json): each keeps its distance from the shell's port. */
export const remotes = remoteList;
const SHELL_DEFAULT_PORT = 3000;

/**
 * Each worker of the browser suite has a stack of its own (support/worker-stack.ts), this many
 * ports above the previous worker's.
 */
const PORTS_PER_WORKER = 100;
const base = Number(process.env.E2E_PORT_BASE || 3100) + PORTS_PER_WORKER * Number(process.env.TEST_PARALLEL_INDEX || 0);

export const ports = {
  shell: base,
  ...Object.fromEntries(Object.entries(remotes).map(([name, remote]) => [name, base + remote.defaultPort - SHELL_DEFAULT_PORT])),
  api: base + 10,
  verifier: base + 11,
  embedPage: base + 12,
};

/**
 * Shells that tests start on their own (support/shell-process.ts), one per test group: the API
 * accepts their origins like the stack's shell.
 */
export const spareShellPorts = [base + 42, base + 43, base + 44, base + 45];

export const origin = (port) => `http://localhost:${port}`;

/** content-api's data folder for the run; wiped when the stack starts. */
export const dataDir = path.join(os.tmpdir(), `e2e-stack-${base}`);

/** The folder of the rehearsal of production the run starts instead (playwright.rehearsal.config.ts). */
export const rehearsalDir = path.join(os.tmpdir(), `e2e-rehearsal-${base}`);

/** The reCAPTCHA token the stand-in widget hands out and the stand-in verifier accepts. */
export const PASSING_CAPTCHA_TOKEN = 'e2e-passing-token';

/** content-api's leads export token in the stack: GET /leads/export?type=contact with it as Bearer. */
export const LEADS_EXPORT_TOKEN = 'e2e-leads-export-token-for-the-browser-tests';
