import type { Database } from '../db/database';
import type { UploadStore } from '../leads/upload-store';
import type { InboxSessions } from './inbox-sessions';
import type { PasswordCheck } from './password-check';

/** What the inbox's routes work with. */
export interface InboxDeps {
  db: Database;
  uploads: UploadStore;
  sessions: InboxSessions;
  passwords: PasswordCheck;
  /** Times are shown, and date filters read, in this zone. */
  timeZone: string;
  /** PUBLIC_URL's origin: where the inbox's own forms may come from (besides the address they came to). */
  publicOrigin: string;
}

/**
 * Who may reach a route: anyone (`public`); a signed-in user, others sent to the sign-in page
 * (`page`); a signed-in user, others answered 401 (`file`: downloads and exports, which a
 * redirect would turn into a saved sign-in page).
 */
export type InboxAccess = 'public' | 'page' | 'file';

declare module 'fastify' {
  interface FastifyContextConfig {
    inboxAccess?: InboxAccess;
    /** Read by @fastify/cors (untyped there): false leaves the route out of CORS. */
    cors?: boolean;
  }
}
