import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createSiteServer, listenSiteServer } from 'site-server';
import type { APIRequestContext } from '@playwright/test';
import { origin } from './ports.mjs';

const repo = path.resolve(__dirname, '../..');

/**
 * A folder served as a remote's address (as a static host serves it), into which
 * `pnpm deploy:remote` writes builds: `firstBuild` before the host starts.
 */
export type RemoteDeployment = {
  manifestUrl: string;
  /** The folder the static host serves. */
  folder: string;
  /** `pnpm deploy:remote <remote> --to <folder> --build <build> ...options`; throws when it fails. */
  deploy: (build: string, ...options: string[]) => void;
  close: () => Promise<void>;
};

/** `folder` served on `port` as a static host serves a remote's address; `close` stops it and removes the folder. */
export async function serveFolder(folder: string, port: number): Promise<{ manifestUrl: string; close: () => Promise<void> }> {
  const server = await createSiteServer({ mode: 'static', root: folder });
  await listenSiteServer(server, { port });
  return {
    manifestUrl: `${origin(port)}/mf-manifest.json`,
    close: async () => {
      await server.close();
      fs.rmSync(folder, { recursive: true, force: true });
    },
  };
}

export async function serveRemoteDeployment(remote: string, port: number, firstBuild: string): Promise<RemoteDeployment> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), `${remote}-deployment-`));
  const deploy = (build: string, ...options: string[]) => {
    const run = spawnSync(process.execPath, [path.join(repo, 'scripts/deploy-remote.mjs'), remote, '--to', folder, '--build', build, ...options], { encoding: 'utf8' });
    if (run.status !== 0) throw new Error(`pnpm deploy:remote failed: ${run.stderr}`);
  };
  deploy(firstBuild);
  return { ...(await serveFolder(folder, port)), folder, deploy };
}

/** The release a page's remote was rendered with (the shell's RemoteRoute writes it). */
export const renderedRelease = (html: string, remote: string): string | undefined =>
  new RegExp(`data-remote="${remote}" data-release="([^"]*)"`).exec(html)?.[1];

/** Asks for `path` until the server renders it with `release`, for at most `withinMs`. */
export async function waitForRenderedRelease(request: APIRequestContext, url: string, remote: string, release: string, withinMs = 10_000): Promise<number> {
  const started = Date.now();
  let seen: string | undefined;
  while (Date.now() - started < withinMs) {
    seen = renderedRelease(await (await request.get(url)).text(), remote);
    if (seen === release) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} was still rendered with ${seen ?? 'no release'} after ${withinMs} ms, not ${release}`);
}
