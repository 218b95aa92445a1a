import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';

export type Reply = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

/** A request with full control over headers; the body is returned as sent (not decompressed). */
export function request(port: number, urlPath: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path: urlPath, headers, method }, (res) => {
      const parts: Buffer[] = [];
      res.on('data', (part: Buffer) => parts.push(part));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(parts) }));
    });
    req.on('error', reject);
    req.end();
  });
}

export type Handler = (req: http.IncomingMessage, res: http.ServerResponse) => Promise<void>;

/** Serves `handler` on a free port for the duration of a test. */
export async function listen(handler: Handler): Promise<{ port: number; close: () => Promise<void> }> {
  const server = http.createServer((req, res) => void handler(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** A dist folder laid out as a webpack build of one of the apps. */
export function makeDist(files: Record<string, string>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'site-dist-'));
  for (const [name, content] of Object.entries(files)) {
    const file = path.join(root, name);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, content);
  }
  return root;
}

export const bigScript = (name: string) => `/* ${name} */\n${'console.log("a line of a bundle");\n'.repeat(200)}`;
