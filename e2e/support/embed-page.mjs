// The forms' embedding demo page (mfe-forms/embed-demo), served from an origin of its own and
// pointed at the ports of the site under test.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { origin, ports, remotes } from './ports.mjs';

const folder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../mfe-forms/embed-demo');

/** Resolves with the listening server, on `ports.embedPage`. */
export function startEmbedPage() {
  const server = http.createServer((req, res) => {
    const file = path.join(folder, new URL(req.url, 'http://x').pathname.replace(/\/$/, '/index.html'));
    if (!file.startsWith(folder) || !fs.existsSync(file)) {
      res.writeHead(404).end('Not found');
      return;
    }
    const body = fs
      .readFileSync(file, 'utf8')
      .replaceAll(`http://localhost:${remotes.forms.defaultPort}`, origin(ports.forms))
      .replaceAll('http://localhost:4000', origin(ports.api));
    res.writeHead(200, { 'content-type': file.endsWith('.html') ? 'text/html; charset=utf-8' : 'text/plain' }).end(body);
  });
  return new Promise((resolve) => server.listen(ports.embedPage, () => resolve(server)));
}
