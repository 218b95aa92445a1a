import type { LeadJournal } from '../leads/lead-journal';

/** The few operations content-api needs; PGlite and a PostgreSQL server both provide them. */
export interface Queryable {
  /** One statement with $1-style parameters; answers the rows. */
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<Row[]>;
  /** Several statements without parameters (migration files). */
  exec(sql: string): Promise<void>;
}

export interface Database extends Queryable {
  /** Runs `work` inside BEGIN/COMMIT; any throw rolls everything back. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** Where the data lives, for start-up logs (never includes a password). */
  readonly description: string;
  /** The embedded engine's durable record of leads (see lead-journal.ts); PostgreSQL needs none. */
  readonly leadJournal?: LeadJournal;
  /** Only this process uses the database (the embedded engine's lock): nothing else is writing uploads. */
  readonly exclusive: boolean;
  /**
   * Where background work (the delivery worker) sends its statements: on PostgreSQL a connection
   * of its own, so it never waits for a place in the pool behind visitors' requests nor takes one
   * from them; the embedded engine has one connection, this same object.
   */
  readonly background: Queryable;
  /**
   * Resolves once every commit made so far outlives a kill of the process. PostgreSQL's commit
   * does already. The embedded engine's does not (its changes stay in its memory, even with
   * synchronous_commit on): it runs a CHECKPOINT, one for all the callers waiting at the time.
   * For what an operator is told is done and every inbox audit line; leads have the journal instead.
   */
  flush(): Promise<void>;
}
