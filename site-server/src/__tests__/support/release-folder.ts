import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { startCanary } from '@group/deployment-folder';

/**
 * A remote's deployment folder as the deploy command leaves it: `live` live, `canary` staged
 * beside it in releases/, then started as a canary for `percent` of visitors by the release
 * command's own code.
 */
export function releaseFolder({ live, canary, percent }: { live: string; canary: string; percent: number }): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'site-server-releases-'));
  for (const release of [live, canary]) {
    fs.mkdirSync(path.join(folder, 'releases', release), { recursive: true });
    fs.writeFileSync(path.join(folder, 'releases', release, 'mf-manifest.json'), JSON.stringify({ metaData: { release } }));
  }
  const deployedAt = new Date().toISOString();
  const releases = { live: { release: live, deployedAt }, canary: null, staged: [{ release: canary, deployedAt }], history: [] };
  fs.writeFileSync(path.join(folder, 'releases.json'), `${JSON.stringify(releases, null, 2)}\n`);
  startCanary({ to: folder, release: canary, percent });
  return folder;
}

export type ServedFolder = { manifestUrl: string; close: () => Promise<void> };

/** `folder` served as a static host serves a deployment: its files as they are now, 404 for anything else. */
export async function serveFolder(folder: string): Promise<ServedFolder> {
  const server = http.createServer((request, response) => {
    const file = path.join(folder, decodeURIComponent(new URL(request.url ?? '/', 'http://host').pathname));
    if (!file.startsWith(`${folder}${path.sep}`) || !fs.existsSync(file) || !fs.statSync(file).isFile()) return void response.writeHead(404).end();
    response.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-cache' }).end(fs.readFileSync(file));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { manifestUrl: `http://127.0.0.1:${port}/mf-manifest.json`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
