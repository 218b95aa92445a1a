import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';

/** Resolves once `condition` holds, looking again every few milliseconds (the test's time-out bounds it). */
export async function until(condition: () => boolean | Promise<boolean>): Promise<void> {
  while (!(await condition())) await new Promise((resolve) => setTimeout(resolve, 5));
}

/**
 * Sends the start of a JSON form to a listening server and, once the server has the request, hangs
 * up: the client goes away before the body is in and before any answer.
 */
export async function postAndHangUp(app: FastifyInstance, url: string, headers: Record<string, string> = {}): Promise<void> {
  const { port } = app.server.address() as AddressInfo;
  let received = false;
  app.server.once('request', () => (received = true));
  const request = http.request({
    host: '127.0.0.1',
    port,
    path: url,
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json', 'content-length': '1000' },
  });
  request.on('error', () => {});
  request.write('{"name": "');
  await until(() => received);
  request.destroy();
}
