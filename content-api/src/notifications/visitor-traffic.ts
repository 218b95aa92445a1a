import type { Server } from 'node:http';

/** After the last request ends, how long the server still counts as serving visitors. */
const QUIET_AFTER_MS = 250;

/**
 * Whether the server is answering requests now: requests in flight, or one ended a moment ago.
 * The delivery worker asks it to leave the event loop and the database to visitors while they
 * are there (see OutboxWorker).
 */
export class VisitorTraffic {
  private inFlight = 0;
  private lastEnd = 0;

  constructor(server: Server) {
    server.on('request', (_request, response) => {
      this.inFlight += 1;
      response.once('close', () => {
        this.inFlight -= 1;
        this.lastEnd = Date.now();
      });
    });
  }

  busy(now = Date.now()): boolean {
    return this.inFlight > 0 || now - this.lastEnd < QUIET_AFTER_MS;
  }
}
