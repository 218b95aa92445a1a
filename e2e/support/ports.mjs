// Where the stack under test listens. Every port derives from E2E_PORT_BASE (default 3100), apart
// from the defaults of `pnpm start`, so a running site and several test runs do not collide.
import os from 'node:os';
import path from 'node:path';

const base = Number(process.env.E2E_PORT_BASE || 3100);

export const ports = {
  shell: base,
  home: base + 1,
  ventures: base + 2,
  news: base + 3,
  company: base + 4,
  forms: base + 5,
  api: base + 10,
  verifier: base + 11,
  embedPage: base + 12,
};

export const origin = (port) => `http://localhost:${port}`;

/** content-api's data folder for the run; wiped when the stack starts. */
export const dataDir = path.join(os.tmpdir(), `e2e-stack-${base}`);

/** The reCAPTCHA token the stand-in widget hands out and the stand-in verifier accepts. */
export const PASSING_CAPTCHA_TOKEN = 'e2e-passing-token';

/** content-api's leads export token in the stack: GET /leads/export?type=contact with it as Bearer. */
export const LEADS_EXPORT_TOKEN = 'e2e-leads-export-token';
