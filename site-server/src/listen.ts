import type { FastifyInstance } from 'fastify';

/** A port another process holds, said in one line with the variable that moves it. */
export class PortInUseError extends Error {
  constructor(
    readonly port: number,
    readonly portVariable?: string,
  ) {
    super(`port ${port} is already in use${portVariable ? ` (set ${portVariable} to another port)` : ''}`);
    this.name = 'PortInUseError';
  }
}

const codeOf = (error: unknown) => (error as NodeJS.ErrnoException).code;

/**
 * Listens on `host`, or on every address of the machine (IPv6 and IPv4, as Node does with no
 * host; IPv4 alone where IPv6 is off). Resolves with the port, useful when asked for port 0. A
 * port already taken rejects with a PortInUseError naming `portVariable`, the setting to change.
 */
export async function listenSiteServer(app: FastifyInstance, { port, host, portVariable }: { port: number; host?: string; portVariable?: string }): Promise<number> {
  try {
    try {
      await app.listen({ port, host: host ?? '::' });
    } catch (error) {
      if (host || codeOf(error) !== 'EAFNOSUPPORT') throw error;
      await app.listen({ port, host: '0.0.0.0' });
    }
  } catch (error) {
    if (codeOf(error) === 'EADDRINUSE') throw new PortInUseError(port, portVariable);
    throw error;
  }
  const address = app.server.address();
  return typeof address === 'object' && address ? address.port : port;
}
