import type { FastifyInstance } from 'fastify';

export type ReadinessState = 'starting' | 'ready' | 'stopping';

/**
 * Whether a balancer should send this server traffic: ready once the database is open and the lead
 * journal replayed, no longer ready from the moment a stop begins (requests still in flight, or
 * arriving during the drain, are served all the same).
 */
export class Readiness {
  private current: ReadinessState = 'starting';

  get state(): ReadinessState {
    return this.current;
  }

  markReady(): void {
    if (this.current === 'starting') this.current = 'ready';
  }

  markStopping(): void {
    this.current = 'stopping';
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Set by createServer; /readyz answers from it and a graceful stop turns it off first. */
    readiness: Readiness;
  }
}

export function decorateReadiness(app: FastifyInstance, readiness: Readiness): void {
  app.decorate('readiness', readiness);
  // However the server closes, it stops being ready before anything is torn down.
  app.addHook('preClose', async () => readiness.markStopping());
}
