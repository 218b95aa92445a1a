import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

/**
 * A stop ends every connection as soon as it carries no answer, so it never waits on a browser.
 * Node's close ends the connections idle at that moment only: one whose answer is still being
 * written would then be kept alive for Fastify's keep-alive time (72 s), and one a browser opened
 * ahead of need (preconnect) and never sent a request on is not counted as idle at all.
 */
export function endConnectionsOnClose(app: FastifyInstance): void {
  const unused = new Set<Socket>();
  let closing = false;
  app.server.on('connection', (socket: Socket) => {
    unused.add(socket);
    socket.once('close', () => unused.delete(socket));
  });
  app.server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    unused.delete(request.socket);
    response.once('finish', () => {
      if (closing) request.socket.end();
    });
  });
  app.addHook('preClose', (done) => {
    closing = true;
    for (const socket of unused) socket.destroy();
    done();
  });
}
