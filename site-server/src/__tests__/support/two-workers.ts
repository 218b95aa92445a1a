import fs from 'node:fs';
import path from 'node:path';
import { makeDist } from './dist-folder';
import { freePort } from './plain-http';
import { bundleServerEntry, startServer } from './server-process';

/**
 * A stand-in shell build: its renderer answers every page 200, names the process that rendered it
 * (X-Rendered-By) and the news release it was given (X-News-Release), and reports two API reads
 * per page, one of them cached.
 */
const standInShell = () =>
  makeDist({
    'main.js': 'console.log("shell")',
    'server/server.js': `exports.createPageRenderer = () => ({
    render: async (request) => ({
      status: 200,
      headers: { 'Content-Type': 'text/html', 'X-Rendered-By': String(process.pid), 'X-News-Release': request.releases?.news ?? '' },
      stream: require('node:stream').Readable.from(['<!doctype html>']),
      scriptHashes: [],
      facts: { route: '/news-centre', remote: 'news', release: null, budgetExceeded: false, apiReads: { count: 2, cached: 1, stale: 0, failed: 0, waitedMs: 10 } },
    }),
    sitemap: async () => undefined,
    close: () => undefined,
  });\n`,
  });

export type TwoWorkers = {
  port: number;
  /** Standard output so far (one JSON line per log record). */
  stdout: () => string;
  /** Stops the server (SIGTERM, or `signal`), waits for it, and removes its bundle and the stand-in build. */
  stop: (signal?: NodeJS.Signals) => Promise<void>;
};

/** site-server, bundled from the source under test, with two workers rendering the stand-in shell; `env` adds settings. */
export async function startTwoWorkers(env: Record<string, string>): Promise<TwoWorkers> {
  const entry = await bundleServerEntry();
  const shellDist = standInShell();
  const port = await freePort();
  const settings = { SHELL_DIST: shellDist, HOST: '127.0.0.1', PORT: String(port), WEB_CONCURRENCY: '2', LOG_LEVEL: 'info', ...env };
  const removeFolders = () => {
    for (const folder of [path.dirname(entry), shellDist]) fs.rmSync(folder, { recursive: true, force: true });
  };
  const server = await startServer(entry, settings, (stdout) => stdout.includes('the shell’s server is listening')).catch((error: unknown) => {
    removeFolders();
    throw error;
  });
  return {
    port,
    stdout: server.stdout,
    stop: async (signal) => {
      await server.stop(signal);
      removeFolders();
    },
  };
}
