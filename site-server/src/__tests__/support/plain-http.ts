import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A port nothing listens on now. */
export async function freePort(): Promise<number> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

export type PlainAnswer = { status: number; headers: http.IncomingHttpHeaders; body: string };

/** A request on a connection of its own, so that any worker of a cluster may take it. */
export function plainRequest(port: number, pathname: string, { method = 'GET', headers = {}, body }: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<PlainAnswer> {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, path: pathname, method, headers, agent: false }, (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }));
    });
    request.once('error', reject);
    request.end(body);
  });
}
