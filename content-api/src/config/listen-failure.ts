import type { Config } from './load-config';

/**
 * One line telling the operator which setting to change when the server cannot listen; undefined
 * for failures that are not about PORT or HOST.
 */
export function listenFailureMessage(error: unknown, config: Pick<Config, 'port' | 'host'>): string | undefined {
  switch ((error as NodeJS.ErrnoException | undefined)?.code) {
    case 'EADDRINUSE':
      return `content-api: port ${config.port} is already in use (set PORT to another port)`;
    case 'EACCES':
      return `content-api: not allowed to listen on port ${config.port} (set PORT to 1024 or above, or give the process the right to bind it)`;
    case 'EADDRNOTAVAIL':
      return `content-api: ${config.host} is not an address of this machine (set HOST to one of its addresses, or to 0.0.0.0)`;
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return `content-api: HOST "${config.host}" is not a known host name (set HOST to an address of this machine, or to 0.0.0.0)`;
    default:
      return undefined;
  }
}
