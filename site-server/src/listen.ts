import type { FastifyInstance } from 'fastify';

/**
 * Listens on `host`, or on every address of the machine (IPv6 and IPv4, as Node does with no
 * host; IPv4 alone where IPv6 is off). Resolves with the port, useful when asked for port 0.
 */
export async function listenSiteServer(app: FastifyInstance, { port, host }: { port: number; host?: string }): Promise<number> {
  try {
    await app.listen({ port, host: host ?? '::' });
  } catch (error) {
    if (host || (error as NodeJS.ErrnoException).code !== 'EAFNOSUPPORT') throw error;
    await app.listen({ port, host: '0.0.0.0' });
  }
  const address = app.server.address();
  return typeof address === 'object' && address ? address.port : port;
}
